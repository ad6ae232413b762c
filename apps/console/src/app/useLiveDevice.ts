import { useLiveInterval, useLiveStatus } from '@hvac/console-api/live';
import { useDeviceSlim } from '@hvac/console-api/react';
import { CONNECTION_DEFAULTS, hasStaleValues } from '@hvac/console-domain';
import { useEffect, useState } from 'react';

import { LIVE_REFRESH_MS } from '../config';

/** The values' interval of an offline device: its values are stale at once. */
const OFFLINE_INTERVAL_MS = 1;

/**
 * How long live values are expected to stay the same (their age turns 'Stale' after two of these):
 * the refresh interval while the console polls; while live updates arrive a read follows each poll
 * of the device, so a device's poll interval (60 s unless its connection says otherwise).
 */
export function useValueInterval(): number {
  const live = useLiveStatus()?.state === 'live';
  return live
    ? Math.max(LIVE_REFRESH_MS, CONNECTION_DEFAULTS.poll_interval * 1000)
    : LIVE_REFRESH_MS;
}

/**
 * A device's live summary, with the time of the last successful read for the values' age (of the
 * device's last successful poll while it is offline): re-read on each poll of the device while live
 * updates arrive, else every LIVE_REFRESH_MS while the page is visible (SWR pauses refreshing in
 * hidden tabs).
 */
export function useLiveDevice(id: number | null) {
  const [updatedAt, setUpdatedAt] = useState<number>();
  const slim = useDeviceSlim(id, {
    refreshInterval: useLiveInterval(LIVE_REFRESH_MS),
    onSuccess: () => setUpdatedAt(Date.now()),
  });
  const valueInterval = useValueInterval();
  // An offline device's values are the last ones polled (DECISIONS.md "Real devices"): their age is
  // counted from its last successful poll, and they read as stale whatever that age (an interval of
  // OFFLINE_INTERVAL_MS makes any age past two of it), never as current.
  const offline = hasStaleValues(slim.data?.status);
  const lastSeen = slim.data?.status?.last_seen;
  const valuesAt = offline ? (lastSeen ? Date.parse(lastSeen) : undefined) : updatedAt;
  return {
    ...slim,
    updatedAt: valuesAt,
    offline,
    intervalMs: offline ? OFFLINE_INTERVAL_MS : valueInterval,
  };
}

/** The current time, ticking every second, so ages ('updated 12 s ago') and staleness move on. */
export function useNow(tickMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}
