import type { TickRendererProps } from '@visx/axis';
import { AxisBottom, AxisLeft } from '@visx/axis';
import type { scaleLinear, scaleTime } from '@visx/scale';
import { memo } from 'react';
import * as styles from './TimeSeriesChart.css';

export interface ChartAxesProps {
  xScale: ReturnType<typeof scaleTime<number>>;
  yScale: ReturnType<typeof scaleLinear<number>>;
  plotWidth: number;
  plotHeight: number;
  left: number;
  top: number;
  unitLabel: string;
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

/** Axes and horizontal grid lines; memoised so the crosshair's frames do not redraw them. */
export const ChartAxes = memo(function ChartAxes({
  xScale,
  yScale,
  plotWidth,
  plotHeight,
  left,
  top,
  unitLabel,
  formatTick,
}: ChartAxesProps) {
  const yTicks = yScale.ticks(Math.max(2, Math.floor(plotHeight / 48)));
  return (
    <g>
      <g transform={`translate(${left},${top})`}>
        {yTicks.map((tick) => (
          <line
            key={tick}
            className={styles.gridLine}
            x1={0}
            x2={plotWidth}
            y1={yScale(tick)}
            y2={yScale(tick)}
          />
        ))}
      </g>
      <AxisLeft
        scale={yScale}
        left={left}
        top={top}
        tickValues={yTicks}
        axisClassName={styles.axis}
        tickComponent={TickLabel}
        tickLabelProps={{ fontSize: 11, textAnchor: 'end', dx: -2, dy: '0.33em' }}
      />
      {unitLabel ? (
        <g className={styles.axis} transform={`translate(${left},${top})`}>
          <text
            className="axis-label"
            x={-plotHeight / 2}
            y={-UNIT_LABEL_OFFSET}
            transform="rotate(-90)"
            textAnchor="middle"
          >
            {unitLabel}
          </text>
        </g>
      ) : null}
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
