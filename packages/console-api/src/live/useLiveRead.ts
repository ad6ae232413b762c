import type { DeviceStatusLike, LiveValueTiming } from '@hvac/console-domain';
import { liveValueTiming } from '@hvac/console-domain';
import { useCallback, useState } from 'react';
import type { SWRResponse } from 'swr';
import { useLiveInterval, useLiveStatus } from './LiveUpdates';

/** What a live read asks of the data hook it wraps. */
export interface LiveReadConfig {
  refreshInterval: number;
  onSuccess: () => void;
}

export interface LiveReadOptions<Data> {
  /** How often to re-read while live updates do not arrive (the page visible: SWR pauses hidden ones). */
  refreshMs: number;
  /**
   * The device's state in an answer about one device: an offline device's values are its last
   * ones, aged from its last poll and stale at once.
   */
  statusOf?: (data: Data) => DeviceStatusLike | null | undefined;
}

/**
 * A read of live values (a device's summary, a project's units): re-read on each poll of the
 * devices while live updates arrive, else every `refreshMs`, with when the values were read and
 * how long they should stay the same (`liveValueTiming`), for their age and 'Stale'.
 *
 * `useRead` is one of the data hooks (`useDeviceSlim`, `useProjectUnits`) and `argument` its first
 * argument; pass the same hook on every render.
 */
export function useLiveRead<Argument, Data, Failure>(
  useRead: (argument: Argument, config: LiveReadConfig) => SWRResponse<Data, Failure>,
  argument: Argument,
  options: LiveReadOptions<Data>,
): SWRResponse<Data, Failure> & LiveValueTiming {
  const [readAt, setReadAt] = useState<number>();
  const live = useLiveStatus()?.state === 'live';
  const onSuccess = useCallback(() => setReadAt(Date.now()), []);
  const response = useRead(argument, {
    refreshInterval: useLiveInterval(options.refreshMs),
    onSuccess,
  });
  const timing = liveValueTiming({
    live,
    refreshMs: options.refreshMs,
    readAt,
    status: response.data === undefined ? undefined : options.statusOf?.(response.data),
  });
  return { ...response, ...timing };
}
