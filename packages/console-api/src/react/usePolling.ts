import { useEffect, useRef } from 'react';
import { createPoller } from '../polling';

export interface UsePollingOptions {
  /** Milliseconds between the end of one run and the next. */
  interval: number;
  /** false stops polling (e.g. until an id is known). */
  enabled?: boolean;
  onError?: (error: unknown) => void;
}

/**
 * Calls `run` now and every `interval` ms while mounted and enabled, paused while the page is
 * hidden; the latest `run` is used without restarting the timer.
 */
export function usePolling(run: (signal: AbortSignal) => unknown, options: UsePollingOptions) {
  const latest = useRef(run);
  const onError = useRef(options.onError);
  useEffect(() => {
    latest.current = run;
    onError.current = options.onError;
  });
  const { interval, enabled = true } = options;
  useEffect(() => {
    if (!enabled) return undefined;
    const poller = createPoller({
      interval,
      run: (signal) => latest.current(signal),
      onError: (error) => onError.current?.(error),
    });
    poller.start();
    return () => poller.stop();
  }, [interval, enabled]);
}
