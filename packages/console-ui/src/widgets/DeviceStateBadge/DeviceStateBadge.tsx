import type { DateFormatOptions, DeviceState, DeviceStatusLike } from '@hvac/console-domain';
import { deviceState, deviceStateTone, lastSeenText } from '@hvac/console-domain';
import { Badge } from '../../components/Badge/Badge';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from '../../icons';
import { cx } from '../../utils/cx';
import type { DeviceStateBadgeLabels, DeviceStatusSummaryLabels } from './labels';
import { DEFAULT_DEVICE_STATE_BADGE_LABELS, DEFAULT_DEVICE_STATUS_SUMMARY_LABELS } from './labels';
import * as styles from './DeviceStateBadge.css';

const ICONS: Record<DeviceState, typeof CheckCircleIcon> = {
  online: CheckCircleIcon,
  offline: AlertCircleIcon,
  unknown: InfoIcon,
};

export interface DeviceStateBadgeProps {
  /** The device's `status`; missing reads as not yet polled. */
  status: DeviceStatusLike | null | undefined;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<DeviceStateBadgeLabels> | undefined;
}

/** 'Online', 'Offline' or 'Not yet polled', with an icon and a tone: the words carry the state. */
export function DeviceStateBadge({ status, className, labels }: DeviceStateBadgeProps) {
  const text = { ...DEFAULT_DEVICE_STATE_BADGE_LABELS, ...labels };
  const state = deviceState(status);
  const Icon = ICONS[state];
  return (
    <Badge tone={deviceStateTone(state)} icon={<Icon />} data-state={state} className={className}>
      {text[state]}
    </Badge>
  );
}

export interface DeviceStatusSummaryProps {
  status: DeviceStatusLike | null | undefined;
  /** Pins the time zone of the last-seen time (stories and tests use 'UTC'). */
  timeZone?: DateFormatOptions['timeZone'];
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<DeviceStatusSummaryLabels>;
}

/**
 * State, last seen and last error in one line (a device page's header): since when, and why. The
 * last error shows while the device is not online; a healthy device's old error is history.
 */
export function DeviceStatusSummary({
  status,
  timeZone,
  className,
  labels,
}: DeviceStatusSummaryProps) {
  const text = { ...DEFAULT_DEVICE_STATUS_SUMMARY_LABELS, ...labels };
  const state = deviceState(status);
  const lastError = state !== 'online' ? status?.last_error?.trim() : undefined;
  return (
    <dl className={cx(styles.summary, className)} data-state={state}>
      <div className={styles.item}>
        <dt className={styles.label}>{text.state}</dt>
        <dd className={styles.value}>
          <DeviceStateBadge status={status} labels={text} />
        </dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.label}>{text.lastSeen}</dt>
        <dd className={styles.value}>
          {status?.last_seen ? (
            <time dateTime={status.last_seen}>{lastSeenText(status.last_seen, { timeZone })}</time>
          ) : (
            lastSeenText(null)
          )}
        </dd>
      </div>
      {lastError ? (
        <div className={styles.item}>
          <dt className={styles.label}>{text.lastError}</dt>
          <dd className={styles.errorValue}>{lastError}</dd>
        </div>
      ) : null}
    </dl>
  );
}
