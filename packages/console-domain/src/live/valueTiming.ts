import { CONNECTION_DEFAULTS } from '../devices/connection';
import type { DeviceStatusLike } from '../devices/state';
import { hasStaleValues } from '../devices/state';

/** The values' interval of an offline device: any age is past two of it, so they read stale at once. */
export const OFFLINE_VALUE_INTERVAL_MS = 1;

export interface LiveValueTimingInput {
  /** Whether live updates arrive (a read follows each poll of the device) or the console polls. */
  live: boolean;
  /** How often the console re-reads while it polls. */
  refreshMs: number;
  /** When the console last read the values successfully (ms since the epoch). */
  readAt: number | undefined;
  /** The device's state in the answer, when the answer is one device's. */
  status?: DeviceStatusLike | null;
  /** The device's poll interval in seconds (CONNECTION_DEFAULTS' unless its connection says). */
  pollIntervalS?: number;
}

export interface LiveValueTiming {
  /** When the values were read (ms since the epoch): their age counts from it. */
  updatedAt: number | undefined;
  /** How long the values are expected to stay the same: 'Stale' after two of these. */
  intervalMs: number;
  /** The device is offline: the values are its last ones. */
  offline: boolean;
}

/**
 * How old live values are and how long they should stay the same (the 'updated 12 s ago' text and
 * 'Stale'): the refresh interval while the console polls; while live updates arrive a read follows
 * each poll of the device, so the device's poll interval (never less than the refresh interval). An
 * offline device's values are the last ones polled (DECISIONS.md "Real devices"): their age counts
 * from its last successful poll and they read stale whatever that age, never as current.
 */
export function liveValueTiming(input: LiveValueTimingInput): LiveValueTiming {
  const offline = hasStaleValues(input.status);
  if (offline) {
    const lastSeen = input.status?.last_seen;
    const seenAt = lastSeen ? Date.parse(lastSeen) : Number.NaN;
    return {
      updatedAt: Number.isFinite(seenAt) ? seenAt : undefined,
      intervalMs: OFFLINE_VALUE_INTERVAL_MS,
      offline,
    };
  }
  const pollMs = (input.pollIntervalS ?? CONNECTION_DEFAULTS.poll_interval) * 1000;
  return {
    updatedAt: input.readAt,
    intervalMs: input.live ? Math.max(input.refreshMs, pollMs) : input.refreshMs,
    offline,
  };
}
