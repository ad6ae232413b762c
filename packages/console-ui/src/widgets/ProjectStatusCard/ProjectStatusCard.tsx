import { Card } from '../../components/Card/Card';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import * as styles from '../../components/private/dashboard.css';
import { WIDGET_TEXT } from '../text';

export interface ProjectAlarmCounts {
  active_alarms: number;
  seven_days: number;
  thirty_days: number;
}

export interface ProjectStatusCardProps {
  /** Undefined while loading, or when the counts could not be read (shown as '—'). */
  counts: ProjectAlarmCounts | undefined;
  loading?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const ROWS = [
  { key: 'active_alarms', label: WIDGET_TEXT.activeAlarms },
  { key: 'seven_days', label: WIDGET_TEXT.alarmsLast7Days },
  { key: 'thirty_days', label: WIDGET_TEXT.alarmsLast30Days },
] as const;

/**
 * A project's Status: Active Alarms and the alarms of the last 7 and 30 days. A failed read of the
 * counts is only logged by the owner (projects.md §8); the card then shows '—' for each figure.
 */
export function ProjectStatusCard({
  counts,
  loading = false,
  headingLevel = 2,
  className,
}: ProjectStatusCardProps) {
  return (
    <Card
      title={WIDGET_TEXT.status}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      className={className}
    >
      <dl className={styles.statList}>
        {ROWS.map((row) => {
          const value = counts?.[row.key];
          return (
            <div key={row.key} className={styles.statRow}>
              <dt className={styles.statLabel}>{row.label}</dt>
              <dd className={styles.statValue}>
                {loading ? (
                  <Skeleton width="2em" />
                ) : typeof value === 'number' ? (
                  value
                ) : (
                  WIDGET_TEXT.notAvailable
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
