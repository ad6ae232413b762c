import { formatDateTime } from '../format/dateTime';
import type { DateFormatArgument } from '../format/dateTime';
import { DEVICE_MESSAGES } from './deviceMessages';

/** A device's state (DECISIONS.md "Real devices"): unknown before the first poll. */
export const DEVICE_STATES = ['online', 'offline', 'unknown'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** GET /devices/{id}/status/, and `status` of device list items, slim and detail answers. */
export interface DeviceStatusLike {
  state: string;
  last_seen?: string | null;
  last_error?: string | null;
}

export function isDeviceState(value: unknown): value is DeviceState {
  return typeof value === 'string' && (DEVICE_STATES as readonly string[]).includes(value);
}

/** The state a status stands for; a missing or unknown one reads as not yet polled. */
export function deviceState(status: DeviceStatusLike | null | undefined): DeviceState {
  return isDeviceState(status?.state) ? status.state : 'unknown';
}

/** 'Online', 'Offline', 'Not yet polled'. */
export function deviceStateLabel(state: DeviceState): string {
  switch (state) {
    case 'online':
      return DEVICE_MESSAGES.STATE_ONLINE;
    case 'offline':
      return DEVICE_MESSAGES.STATE_OFFLINE;
    case 'unknown':
      return DEVICE_MESSAGES.STATE_UNKNOWN;
    default:
      return state satisfies never;
  }
}

/** The badge tone of a state; the label always says it too. */
export function deviceStateTone(state: DeviceState): 'success' | 'danger' | 'neutral' {
  switch (state) {
    case 'online':
      return 'success';
    case 'offline':
      return 'danger';
    case 'unknown':
      return 'neutral';
    default:
      return state satisfies never;
  }
}

/** Values of an offline device are the last ones polled: shown as stale, never as current. */
export function hasStaleValues(status: DeviceStatusLike | null | undefined): boolean {
  return deviceState(status) === 'offline';
}

/**
 * The calm notice of an offline device: since when it is silent (its last successful poll), or that
 * it never answered. Its values are its last ones (stale).
 */
export function offlineSinceText(
  lastSeen: string | null | undefined,
  options?: DateFormatArgument,
): string {
  return lastSeen
    ? `The device is offline since ${formatDateTime(lastSeen, options)}.`
    : DEVICE_MESSAGES.OFFLINE_NEVER_SEEN;
}

/** 'Last seen' text: the date, or 'Never' before any successful poll. */
export function lastSeenText(
  lastSeen: string | null | undefined,
  options?: DateFormatArgument,
): string {
  return lastSeen ? formatDateTime(lastSeen, options) : DEVICE_MESSAGES.NEVER_SEEN;
}

/** The State filter of the device list: 'all' or one state (sent as `state`). */
export const DEVICE_STATE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'online', label: DEVICE_MESSAGES.STATE_ONLINE },
  { value: 'offline', label: DEVICE_MESSAGES.STATE_OFFLINE },
  { value: 'unknown', label: DEVICE_MESSAGES.STATE_UNKNOWN },
] as const;
export type DeviceStateFilter = (typeof DEVICE_STATE_FILTERS)[number]['value'];

export function isDeviceStateFilter(value: unknown): value is DeviceStateFilter {
  return value === 'all' || isDeviceState(value);
}

/** How many devices are in each state. */
export function countDeviceStates(
  devices: ReadonlyArray<{ status?: DeviceStatusLike | null }>,
): Record<DeviceState, number> {
  const counts: Record<DeviceState, number> = { online: 0, offline: 0, unknown: 0 };
  for (const device of devices) counts[deviceState(device.status)] += 1;
  return counts;
}

/** The Offline Devices card's length. */
export const OFFLINE_DEVICES_SHOWN = 5;

function seenAt(device: { status?: DeviceStatusLike | null }): number {
  const time = device.status?.last_seen ? Date.parse(device.status.last_seen) : Number.NaN;
  // Never seen: silent the longest of all.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The offline devices silent the longest, first: the oldest `last_seen` first, devices never seen
 * before all others, ties by id. At most `limit`.
 */
export function longestSilent<Device extends { id: number; status?: DeviceStatusLike | null }>(
  devices: readonly Device[],
  limit: number = OFFLINE_DEVICES_SHOWN,
): Device[] {
  return devices
    .filter((device) => deviceState(device.status) === 'offline')
    .sort((a, b) => seenAt(a) - seenAt(b) || a.id - b.id)
    .slice(0, limit);
}

/** The device list's orderings by state: offline first, then not yet polled, then online. */
export const DEVICE_STATE_ORDER: Readonly<Record<DeviceState, number>> = {
  offline: 0,
  unknown: 1,
  online: 2,
};
