import { useLiveInterval } from '@hvac/console-api/live';
import { useDeviceSlim } from '@hvac/console-api/react';
import { useEffect, useState } from 'react';

import { LIVE_REFRESH_MS } from '../config';

/**
 * A device's live summary, with the time of the last successful read for the values' age: re-read
 * on each poll of the device while live updates arrive, else every LIVE_REFRESH_MS while the page is
 * visible (SWR pauses refreshing in hidden tabs).
 */
export function useLiveDevice(id: number | null) {
  const [updatedAt, setUpdatedAt] = useState<number>();
  const slim = useDeviceSlim(id, {
    refreshInterval: useLiveInterval(LIVE_REFRESH_MS),
    onSuccess: () => setUpdatedAt(Date.now()),
  });
  return { ...slim, updatedAt, intervalMs: LIVE_REFRESH_MS };
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
