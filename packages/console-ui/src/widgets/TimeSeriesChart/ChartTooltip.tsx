import { formatGraphValue, graphDash } from '@hvac/console-domain';
import { SeriesSwatch } from './SeriesSwatch';
import type { TimeSeries } from './series';
import { seriesColor } from './series';
import * as styles from './TimeSeriesChart.css';

/** One visible series' value at the chosen point, as the tooltip and the slider's text read it. */
export interface TooltipRow {
  key: string;
  color: string;
  dash: readonly number[];
  label: string;
  value: string;
}

/** The visible series' values at point `index`, with their units; `noValue` where one is missing. */
export function tooltipRows(
  series: readonly TimeSeries[],
  hidden: readonly string[],
  index: number,
  noValue: string,
): TooltipRow[] {
  return series
    .map((entry, seriesIndex) => ({ entry, seriesIndex }))
    .filter(({ entry }) => !hidden.includes(entry.key))
    .map(({ entry, seriesIndex }) => {
      const value = formatGraphValue(entry.values[index]);
      return {
        key: entry.key,
        color: seriesColor(seriesIndex),
        dash: graphDash(seriesIndex),
        label: entry.label,
        value: value === '' ? noValue : entry.unit ? `${value} ${entry.unit}` : value,
      };
    });
}

export interface ChartTooltipProps {
  time: string;
  rows: readonly TooltipRow[];
  /** The crosshair's x in the plot, and the plot's left edge and width (px). */
  cursorX: number;
  left: number;
  plotWidth: number;
}

/**
 * The chosen point's time and values beside the crosshair, on the side with more room. Hidden from
 * assistive technology: the plot's slider reads the same text.
 */
export function ChartTooltip({ time, rows, cursorX, left, plotWidth }: ChartTooltipProps) {
  return (
    <div
      className={styles.tooltip}
      aria-hidden="true"
      data-testid="chart-tooltip"
      style={
        cursorX > plotWidth / 2
          ? { left: left + cursorX - 12, transform: 'translateX(-100%)' }
          : { left: left + cursorX + 12 }
      }
    >
      <p className={styles.tooltipTime}>{time}</p>
      <dl className={styles.tooltipList}>
        {rows.map((row) => (
          <div key={row.key} className={styles.tooltipRow}>
            <SeriesSwatch color={row.color} dash={row.dash} />
            <dt className={styles.tooltipName}>{row.label}</dt>
            <dd className={styles.tooltipValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
