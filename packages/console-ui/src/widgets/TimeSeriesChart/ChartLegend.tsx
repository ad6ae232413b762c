import { graphDash, graphSeriesLabel } from '@hvac/console-domain';
import { SeriesSwatch } from './SeriesSwatch';
import type { TimeSeries } from './series';
import { seriesColor } from './series';
import * as styles from './TimeSeriesChart.css';

export interface ChartLegendProps {
  series: readonly TimeSeries[];
  hidden: readonly string[];
  /** The list's accessible name. */
  label: string;
  onToggle: (key: string) => void;
}

/** The series' keys as toggle buttons: pressed while the series is shown. */
export function ChartLegend({ series, hidden, label, onToggle }: ChartLegendProps) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {series.map((entry, index) => {
        const color = seriesColor(index);
        return (
          <li key={entry.key}>
            <button
              type="button"
              className={styles.legendButton}
              aria-pressed={!hidden.includes(entry.key)}
              onClick={() => onToggle(entry.key)}
            >
              <SeriesSwatch color={color} dash={graphDash(index)} />
              {graphSeriesLabel(entry.label, entry.unit)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
