import type { TimeSeries } from './series';
import { seriesColor } from './series';
import * as styles from './TimeSeriesChart.css';
import type { PaintedPanel } from './useChartScales';

/** The band a drag across the plot selects (in the plot's coordinates). */
export function DragSelection({
  drag,
  plotHeight,
}: {
  drag: { start: number; end: number };
  plotHeight: number;
}) {
  return (
    <rect
      className={styles.selection}
      x={Math.min(drag.start, drag.end)}
      y={0}
      width={Math.abs(drag.end - drag.start)}
      height={plotHeight}
    />
  );
}

export interface ChartCrosshairProps {
  /** The point's index in `timestamps` and its x in the plot. */
  cursor: number;
  cursorX: number;
  plotHeight: number;
  series: readonly TimeSeries[];
  hidden: readonly string[];
  panelOf: ReadonlyMap<number, PaintedPanel>;
}

/** A vertical line at the chosen point and a marker on each visible series that has a value there. */
export function ChartCrosshair({
  cursor,
  cursorX,
  plotHeight,
  series,
  hidden,
  panelOf,
}: ChartCrosshairProps) {
  return (
    <g data-testid="crosshair">
      <line className={styles.crosshair} x1={cursorX} x2={cursorX} y1={0} y2={plotHeight} />
      {series.map((entry, index) => {
        const value = entry.values[cursor];
        const place = panelOf.get(index);
        if (hidden.includes(entry.key) || value == null || Number.isNaN(value) || !place)
          return null;
        return (
          <circle
            key={entry.key}
            className={styles.marker}
            cx={cursorX}
            cy={place.panel.top + place.yScale(value)}
            r={4}
            style={{ fill: seriesColor(index) }}
          />
        );
      })}
    </g>
  );
}
