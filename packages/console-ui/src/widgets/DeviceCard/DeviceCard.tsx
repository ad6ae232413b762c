import type { DeviceStatusLike } from '@hvac/console-domain';
import { lastSeenText } from '@hvac/console-domain';
import { cx } from '../../utils/cx';
import { DeviceStateBadge } from '../DeviceStateBadge/DeviceStateBadge';
import * as styles from './DeviceCard.css';
import type { DeviceCardLabels } from './labels';
import { DEFAULT_DEVICE_CARD_LABELS } from './labels';

/** A device of the device list (console.md §3). */
export interface DeviceCardDevice {
  id: number | string;
  unit_id: string;
  device_type?: string | null;
  project?: string | { name?: string | null } | null;
  is_single_unit?: boolean | null;
  /** A real device's state: shown in words after the Unit ID. */
  status?: DeviceStatusLike | null;
}

export interface DeviceCardProps {
  device: DeviceCardDevice;
  /** Opens the device (the app routes to the single-unit or multi-unit view). */
  onActivate: (device: DeviceCardDevice) => void;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<DeviceCardLabels>;
}

function projectName(project: DeviceCardDevice['project']): string | undefined {
  if (!project) return undefined;
  return typeof project === 'string' ? project : (project.name ?? undefined);
}

/**
 * The device list's narrow-screen card: the Unit ID, activated by click, Enter or Space. A real
 * device's card also says its state, when it last answered and why its last poll failed: every
 * column of the list's table has its line.
 */
export function DeviceCard({ device, onActivate, className, labels }: DeviceCardProps) {
  const text = { ...DEFAULT_DEVICE_CARD_LABELS, ...labels };
  const details = [device.device_type, projectName(device.project)].filter(Boolean).join(' · ');
  return (
    <button type="button" className={cx(styles.root, className)} onClick={() => onActivate(device)}>
      {/* The spaces keep the accessible name readable ('Unit ID HP-0042 …'); flex drops them visually. */}
      <span className={styles.label}>{text.unitId}</span>{' '}
      <span className={styles.value}>{device.unit_id}</span>{' '}
      {device.status ? (
        <>
          <DeviceStateBadge status={device.status} />{' '}
        </>
      ) : null}
      {details ? <span className={styles.details}>{details}</span> : null}{' '}
      {device.status ? (
        <span className={styles.details}>
          {text.lastSeen}: {lastSeenText(device.status.last_seen)}
        </span>
      ) : null}{' '}
      {device.status?.last_error ? (
        <span className={styles.details}>
          {text.lastError}: {device.status.last_error}
        </span>
      ) : null}
    </button>
  );
}
