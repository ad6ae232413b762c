import type { DateFormatOptions, DeviceStatusLike } from '@hvac/console-domain';
import { OFFLINE_DEVICES_SHOWN, lastSeenText, longestSilent } from '@hvac/console-domain';
import type { ReactNode } from 'react';
import { Card } from '../../components/Card/Card';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import * as dashboard from '../../components/private/dashboard.css';
import { DeviceStateBadge } from '../DeviceStateBadge/DeviceStateBadge';
import * as styles from './OfflineDevicesCard.css';
import type { OfflineDevicesCardLabels } from './labels';
import { DEFAULT_OFFLINE_DEVICES_CARD_LABELS } from './labels';

/** A device of the offline list. */
export interface OfflineDevice {
  id: number;
  unit_id: string;
  /** Single-unit devices have a page of their own kind. */
  is_single_unit?: boolean | null;
  project?: { id: number | string; name?: string | null } | null;
  status?: DeviceStatusLike | null;
}

export interface OfflineDeviceLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface OfflineDevicesCardProps {
  /** How many devices are offline; undefined while unknown. */
  count: number | undefined;
  /** Offline devices (any order): the five silent the longest are shown. */
  devices: readonly OfflineDevice[] | undefined;
  /** The address of a device's page. */
  deviceHref: (device: OfflineDevice) => string;
  /** Renders a link (a router's Link); a plain `<a>` by default. */
  renderLink?: (props: OfflineDeviceLinkProps) => ReactNode;
  loading?: boolean;
  errorMessage?: string;
  /** Pins the time zone of the last-seen times (stories and tests use 'UTC'). */
  timeZone?: DateFormatOptions['timeZone'];
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<OfflineDevicesCardLabels>;
}

const plainLink = ({ href, className, children }: OfflineDeviceLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * The dashboard's Offline Devices: how many devices are offline now, and the five silent the
 * longest (never seen first), each linking to its device with its last seen time and last error.
 */
export function OfflineDevicesCard({
  count,
  devices,
  deviceHref,
  renderLink = plainLink,
  loading = false,
  errorMessage,
  timeZone,
  headingLevel = 2,
  className,
  labels,
}: OfflineDevicesCardProps) {
  const text = { ...DEFAULT_OFFLINE_DEVICES_CARD_LABELS, ...labels };
  const silent = longestSilent(devices ?? [], OFFLINE_DEVICES_SHOWN);
  const ListHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h3' | 'h4' | 'h5';

  let body;
  if (errorMessage) {
    body = (
      <p role="alert" className={dashboard.errorMessage}>
        {errorMessage}
      </p>
    );
  } else if (loading && count === undefined) {
    body = <Skeleton lines={3} />;
  } else {
    body = (
      <>
        <p className={styles.count}>
          <span className={styles.countLabel}>{text.offlineCount}</span>
          <span className={styles.countValue}>{count ?? 0}</span>
        </p>
        {silent.length === 0 ? (
          <p className={dashboard.message}>{text.noOfflineDevices}</p>
        ) : (
          <>
            <ListHeading className={styles.subheading}>{text.longestSilent}</ListHeading>
            <ul className={dashboard.list}>
              {silent.map((device) => (
                <li key={device.id}>
                  {renderLink({
                    href: deviceHref(device),
                    className: styles.itemLink,
                    children: (
                      <>
                        <span className={styles.itemTitle}>
                          {device.unit_id}
                          {device.project?.name ? ` · ${device.project.name}` : ''}
                        </span>
                        <span className={dashboard.itemMeta}>
                          <DeviceStateBadge status={device.status} labels={text} /> {text.lastSeen}{' '}
                          {lastSeenText(device.status?.last_seen, { timeZone })}
                          {device.status?.last_error ? ` · ${device.status.last_error}` : ''}
                        </span>
                      </>
                    ),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    );
  }

  return (
    <Card
      title={text.offlineDevices}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      className={className}
    >
      {body}
    </Card>
  );
}
