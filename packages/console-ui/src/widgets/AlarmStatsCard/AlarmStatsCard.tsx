import type { AlarmStatsPeriod } from '@hvac/console-domain';
import { ALARM_STATS_LABELS, ALARM_STATS_PERIODS, alarmsCountLabel } from '@hvac/console-domain';
import { Card } from '../../components/Card/Card';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import * as styles from '../../components/private/dashboard.css';
import type { AlarmStatsCardLabels } from './labels';
import { DEFAULT_ALARM_STATS_CARD_LABELS } from './labels';

export type AlarmStatsCounts = Partial<Record<AlarmStatsPeriod, number | null>>;

export interface AlarmStatsCardProps {
  /** Alarm entries over the last 7, 30 and 90 days (domain `alarmStatsTotals`); 0 when missing. */
  counts: AlarmStatsCounts | null | undefined;
  loading?: boolean;
  /** Shown instead of the counts when they could not be loaded. */
  errorMessage?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<AlarmStatsCardLabels>;
}

/** The dashboard's Alarm Entry Stats: 'Last 7 days' … '{n} alarms'. */
export function AlarmStatsCard({
  counts,
  loading = false,
  errorMessage,
  headingLevel = 2,
  className,
  labels,
}: AlarmStatsCardProps) {
  const text = { ...DEFAULT_ALARM_STATS_CARD_LABELS, ...labels };
  return (
    <Card
      title={text.alarmEntryStats}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      className={className}
    >
      {errorMessage ? (
        <p role="alert" className={styles.errorMessage}>
          {errorMessage}
        </p>
      ) : (
        <dl className={styles.statList}>
          {ALARM_STATS_PERIODS.map((period) => (
            <div key={period} className={styles.statRow}>
              <dt className={styles.statLabel}>{ALARM_STATS_LABELS[period]}</dt>
              <dd className={styles.statValue}>
                {loading ? <Skeleton width="5em" /> : alarmsCountLabel(counts?.[period])}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
