import type { DateFormatOptions } from '@hvac/console-domain';
import { DASHBOARD_ALERT_COUNT, formatDateTime } from '@hvac/console-domain';
import { Card } from '../../components/Card/Card';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import * as styles from '../../components/private/dashboard.css';
import type { RecentAlertsListLabels } from './labels';
import { DEFAULT_RECENT_ALERTS_LIST_LABELS } from './labels';

/** An alarm entry as the dashboard shows it (console.md §3). */
export interface RecentAlert {
  id: number | string;
  device?: { unit_id?: string | null } | string | null;
  alarm_configuration?: { parameter_name?: string | null } | null;
  triggered_value?: number | string | null;
  triggered_at?: string | null;
  is_resolved?: boolean | null;
  project?: { id: number | string; name?: string | null } | null;
}

export interface RecentAlertsListProps {
  alerts: readonly RecentAlert[] | null | undefined;
  /** Opens the alert's project. */
  onOpenProject: (alert: RecentAlert) => void;
  /** Pins the time zone of the triggered time (stories and tests use 'UTC'). */
  timeZone?: DateFormatOptions['timeZone'];
  loading?: boolean;
  errorMessage?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<RecentAlertsListLabels>;
}

function unitIdOf(device: RecentAlert['device'], notAvailable: string): string {
  if (!device) return notAvailable;
  if (typeof device === 'string') return device;
  return device.unit_id || notAvailable;
}

/** Up to five unresolved alarm entries; each opens its project. 'No alerts' when there are none. */
export function RecentAlertsList({
  alerts,
  onOpenProject,
  timeZone,
  loading = false,
  errorMessage,
  headingLevel = 2,
  className,
  labels,
}: RecentAlertsListProps) {
  const text = { ...DEFAULT_RECENT_ALERTS_LIST_LABELS, ...labels };
  const unresolved = (alerts ?? [])
    .filter((alert) => !alert.is_resolved)
    .slice(0, DASHBOARD_ALERT_COUNT);

  let body;
  if (errorMessage) {
    body = (
      <p role="alert" className={styles.errorMessage}>
        {errorMessage}
      </p>
    );
  } else if (loading && unresolved.length === 0) {
    body = <Skeleton lines={3} />;
  } else if (unresolved.length === 0) {
    body = <p className={styles.message}>{text.noAlerts}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {unresolved.map((alert) => {
          const unitId = unitIdOf(alert.device, text.notAvailable);
          const parameter = alert.alarm_configuration?.parameter_name || text.notAvailable;
          const value =
            alert.triggered_value == null ? text.notAvailable : String(alert.triggered_value);
          return (
            <li key={alert.id}>
              <button
                type="button"
                className={styles.itemButton}
                onClick={() => onOpenProject(alert)}
              >
                <span className={styles.itemTitle}>
                  {unitId} · {parameter}
                </span>{' '}
                <span className={styles.itemMeta}>
                  {value} · {formatDateTime(alert.triggered_at, { timeZone })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card
      title={text.recentAlerts}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      className={className}
    >
      {body}
    </Card>
  );
}
