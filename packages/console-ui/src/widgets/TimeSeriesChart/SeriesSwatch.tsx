import * as styles from './TimeSeriesChart.css';

/** A series' key: a short stretch of its line, in its colour and dash pattern (not hue alone). */
export function SeriesSwatch({ color, dash }: { color: string; dash: readonly number[] }) {
  return (
    <svg className={styles.swatch} width={20} height={10} viewBox="0 0 20 10" aria-hidden="true">
      <line
        x1={0}
        x2={20}
        y1={5}
        y2={5}
        stroke={color}
        strokeWidth={2.5}
        strokeDasharray={dash.length > 0 ? dash.join(' ') : undefined}
      />
    </svg>
  );
}
