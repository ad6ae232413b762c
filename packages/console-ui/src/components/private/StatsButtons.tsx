import { Button } from '../Button/Button';
import { WIDGET_TEXT } from '../../widgets/text';
import * as styles from './widget.css';

export interface StatsButtonsProps {
  /** The card's title, added to each button's name so many cards stay distinguishable. */
  title: string;
  onOpenLatestStats?: (() => void) | undefined;
  onOpenHistoricalStats?: (() => void) | undefined;
}

/** The latest-stats and historical-stats dialog buttons of a device card. */
export function StatsButtons({
  title,
  onOpenLatestStats,
  onOpenHistoricalStats,
}: StatsButtonsProps) {
  if (!onOpenLatestStats && !onOpenHistoricalStats) return null;
  return (
    <div className={styles.actions}>
      {onOpenLatestStats ? (
        <Button
          variant="outline"
          size="small"
          aria-label={`${WIDGET_TEXT.latestStats}, ${title}`}
          onClick={onOpenLatestStats}
        >
          {WIDGET_TEXT.latestStats}
        </Button>
      ) : null}
      {onOpenHistoricalStats ? (
        <Button
          variant="outline"
          size="small"
          tone="neutral"
          aria-label={`${WIDGET_TEXT.historicalStats}, ${title}`}
          onClick={onOpenHistoricalStats}
        >
          {WIDGET_TEXT.historicalStats}
        </Button>
      ) : null}
    </div>
  );
}
