import type { TickRendererProps } from '@visx/axis';
import { AxisBottom, AxisLeft } from '@visx/axis';
import type { scaleLinear, scaleTime } from '@visx/scale';
import { memo } from 'react';
import * as styles from './TimeSeriesChart.css';

/** A stacked panel's value axis: its place in the plot, its scale and its unit. */
export interface AxisPanel {
  key: string;
  top: number;
  height: number;
  yScale: ReturnType<typeof scaleLinear<number>>;
  unitLabel: string;
}

export interface ChartAxesProps {
  xScale: ReturnType<typeof scaleTime<number>>;
  panels: readonly AxisPanel[];
  plotWidth: number;
  plotHeight: number;
  left: number;
  top: number;
  formatTick: (time: Date) => string;
}

/** Distance of the unit label from the left axis, past its tick labels. */
const UNIT_LABEL_OFFSET = 44;

/**
 * A tick label as plain SVG text. visx's default (`@visx/text`) measures every new label's width
 * in the DOM (a forced layout per label) for line wrapping that one-line ticks never need: a zoom
 * brings a dozen new labels, and those layouts cost more than drawing the lines.
 */
function TickLabel({ formattedValue, x, y, dx, dy, textAnchor }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}

/**
 * Each panel's value axis, unit and grid lines, and the shared time axis under the last panel;
 * memoised so the crosshair's frames do not redraw them.
 */
export const ChartAxes = memo(function ChartAxes({
  xScale,
  panels,
  plotWidth,
  plotHeight,
  left,
  top,
  formatTick,
}: ChartAxesProps) {
  return (
    <g>
      {panels.map((panel) => {
        const yTicks = panel.yScale.ticks(Math.max(3, Math.floor(panel.height / 48)));
        return (
          <g key={panel.key} data-unit={panel.unitLabel}>
            <g transform={`translate(${left},${top + panel.top})`}>
              {yTicks.map((tick) => (
                <line
                  key={tick}
                  className={styles.gridLine}
                  x1={0}
                  x2={plotWidth}
                  y1={panel.yScale(tick)}
                  y2={panel.yScale(tick)}
                />
              ))}
            </g>
            <AxisLeft
              scale={panel.yScale}
              left={left}
              top={top + panel.top}
              tickValues={yTicks}
              axisClassName={styles.axis}
              tickComponent={TickLabel}
              tickLabelProps={{ fontSize: 11, textAnchor: 'end', dx: -2, dy: '0.33em' }}
            />
            {panel.unitLabel ? (
              <g className={styles.axis} transform={`translate(${left},${top + panel.top})`}>
                <text
                  className="axis-label"
                  x={-panel.height / 2}
                  y={-UNIT_LABEL_OFFSET}
                  transform="rotate(-90)"
                  textAnchor="middle"
                >
                  {panel.unitLabel}
                </text>
              </g>
            ) : null}
          </g>
        );
      })}
      <AxisBottom
        scale={xScale}
        left={left}
        top={top + plotHeight}
        numTicks={Math.max(2, Math.floor(plotWidth / 110))}
        axisClassName={styles.axis}
        tickComponent={TickLabel}
        tickFormat={(value) => formatTick(value instanceof Date ? value : new Date(Number(value)))}
        tickLabelProps={{ fontSize: 11, textAnchor: 'middle', dy: '0.25em' }}
      />
    </g>
  );
});
