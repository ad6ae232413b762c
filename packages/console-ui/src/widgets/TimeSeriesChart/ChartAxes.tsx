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
        label={unitLabel}
        labelClassName="axis-label"
        labelOffset={36}
        tickLabelProps={{ fontSize: 11, textAnchor: 'end', dx: -2, dy: '0.33em' }}
      />
      <AxisBottom
        scale={xScale}
        left={left}
        top={top + plotHeight}
        numTicks={Math.max(2, Math.floor(plotWidth / 110))}
        axisClassName={styles.axis}
        tickFormat={(value) => formatTick(value instanceof Date ? value : new Date(Number(value)))}
        tickLabelProps={{ fontSize: 11, textAnchor: 'middle' }}
      />
    </g>
  );
});
