import { Card } from '../../components/Card/Card';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import * as styles from '../../components/private/dashboard.css';
import type { ProjectStatusCardLabels } from './labels';
import { DEFAULT_PROJECT_STATUS_CARD_LABELS } from './labels';

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
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<ProjectStatusCardLabels>;
}

const ROWS = [
  { key: 'active_alarms', label: 'activeAlarms' },
  { key: 'seven_days', label: 'alarmsLast7Days' },
  { key: 'thirty_days', label: 'alarmsLast30Days' },
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
  labels,
}: ProjectStatusCardProps) {
  const text = { ...DEFAULT_PROJECT_STATUS_CARD_LABELS, ...labels };
  return (
    <Card
      title={text.status}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      className={className}
    >
      <dl className={styles.statList}>
        {ROWS.map((row) => {
          const value = counts?.[row.key];
          return (
            <div key={row.key} className={styles.statRow}>
              <dt className={styles.statLabel}>{text[row.label]}</dt>
              <dd className={styles.statValue}>
                {loading ? (
                  <Skeleton width="2em" />
                ) : typeof value === 'number' ? (
                  value
                ) : (
                  text.notAvailable
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
