import type { DateFormatOptions } from '@hvac/console-domain';
import { DASHBOARD_ALERT_COUNT, formatDateTime } from '@hvac/console-domain';
import { Card } from '../../components/Card/Card';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import * as styles from '../../components/private/dashboard.css';
import { WIDGET_TEXT } from '../text';

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
}

function unitIdOf(device: RecentAlert['device']): string {
  if (!device) return WIDGET_TEXT.notAvailable;
  if (typeof device === 'string') return device;
  return device.unit_id || WIDGET_TEXT.notAvailable;
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
}: RecentAlertsListProps) {
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
    body = <p className={styles.message}>{WIDGET_TEXT.noAlerts}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {unresolved.map((alert) => {
          const unitId = unitIdOf(alert.device);
          const parameter = alert.alarm_configuration?.parameter_name || WIDGET_TEXT.notAvailable;
          const value =
            alert.triggered_value == null
              ? WIDGET_TEXT.notAvailable
              : String(alert.triggered_value);
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
      title={WIDGET_TEXT.recentAlerts}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      className={className}
    >
      {body}
    </Card>
  );
}
