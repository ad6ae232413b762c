import type { DateFormatOptions, DeviceState, DeviceStatusLike } from '@hvac/console-domain';
import { deviceState, deviceStateLabel, deviceStateTone, lastSeenText } from '@hvac/console-domain';
import { Badge } from '../../components/Badge/Badge';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from '../../icons';
import { cx } from '../../utils/cx';
import { DEVICE_TEXT } from '../deviceText';
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
}

/** 'Online', 'Offline' or 'Not yet polled', with an icon and a tone: the words carry the state. */
export function DeviceStateBadge({ status, className }: DeviceStateBadgeProps) {
  const state = deviceState(status);
  const Icon = ICONS[state];
  return (
    <Badge tone={deviceStateTone(state)} icon={<Icon />} data-state={state} className={className}>
      {deviceStateLabel(state)}
    </Badge>
  );
}

export interface DeviceStatusSummaryProps {
  status: DeviceStatusLike | null | undefined;
  /** Pins the time zone of the last-seen time (stories and tests use 'UTC'). */
  timeZone?: DateFormatOptions['timeZone'];
  className?: string;
}

/**
 * State, last seen and last error in one line (a device page's header): since when, and why. The
 * last error shows while the device is not online; a healthy device's old error is history.
 */
export function DeviceStatusSummary({ status, timeZone, className }: DeviceStatusSummaryProps) {
  const state = deviceState(status);
  const lastError = state !== 'online' ? status?.last_error?.trim() : undefined;
  return (
    <dl className={cx(styles.summary, className)} data-state={state}>
      <div className={styles.item}>
        <dt className={styles.label}>{DEVICE_TEXT.state}</dt>
        <dd className={styles.value}>
          <DeviceStateBadge status={status} />
        </dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.label}>{DEVICE_TEXT.lastSeen}</dt>
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
          <dt className={styles.label}>{DEVICE_TEXT.lastError}</dt>
          <dd className={styles.errorValue}>{lastError}</dd>
        </div>
      ) : null}
    </dl>
  );
}
