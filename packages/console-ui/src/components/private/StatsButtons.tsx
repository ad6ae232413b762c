import { Button } from '../Button/Button';
import * as styles from './widget.css';

export interface StatsButtonsProps {
  /** The card's title, added to each button's name so many cards stay distinguishable. */
  title: string;
  onOpenLatestStats?: (() => void) | undefined;
  onOpenHistoricalStats?: (() => void) | undefined;
  /** The buttons' texts, from the owning card's labels. */
  labels: { latestStats: string; historicalStats: string };
}

/** The latest-stats and historical-stats dialog buttons of a device card. */
export function StatsButtons({
  title,
  onOpenLatestStats,
  onOpenHistoricalStats,
  labels,
}: StatsButtonsProps) {
  if (!onOpenLatestStats && !onOpenHistoricalStats) return null;
  return (
    <div className={styles.actions}>
      {onOpenLatestStats ? (
        <Button
          variant="outline"
          size="small"
          aria-label={`${labels.latestStats}, ${title}`}
          onClick={onOpenLatestStats}
        >
          {labels.latestStats}
        </Button>
      ) : null}
      {onOpenHistoricalStats ? (
        <Button
          variant="outline"
          size="small"
          tone="neutral"
          aria-label={`${labels.historicalStats}, ${title}`}
          onClick={onOpenHistoricalStats}
        >
          {labels.historicalStats}
        </Button>
      ) : null}
    </div>
  );
}
