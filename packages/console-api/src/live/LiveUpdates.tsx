import type { LiveEvent } from '@hvac/console-domain';
import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import type { FetchLike } from '../transport';
import { useConsoleClient } from '../react/ConsoleApiProvider';
import { changeLogKeyLoader } from '../react/hooks';
import type { ConsoleKey } from '../react/keys';
import { matchesArea } from '../react/keys';
import type { LiveStatus } from './stream';
import { createLiveStream } from './stream';
import { changeLogProject, eventTouchesKey } from './touches';

const LiveStatusContext = createContext<LiveStatus | null>(null);

/**
 * Who hears each event as it arrives (a write dialog following its own entry), and each time the
 * stream came back without the events it missed (`resync`: read what you follow once).
 */
interface LiveListener {
  event: (event: LiveEvent) => void;
  resync: () => void;
}
const LiveListenersContext = createContext<Set<LiveListener> | null>(null);

export interface LiveUpdatesProviderProps {
  /** Replaces the client's fetch for the stream (by default the client's own, else the global one). */
  fetch?: FetchLike;
  /** Events arriving within this many ms are revalidated together (default 100). */
  batchMs?: number;
  /** Waits between failed attempts (see createLiveStream). */
  retryDelaysMs?: readonly number[];
  children?: ReactNode;
}

/**
 * Keeps the console's live-event stream open (inside a ConsoleApiProvider) and turns each event into
 * the revalidation of the SWR keys it touches; `useLiveStatus` and `useLiveInterval` tell screens
 * whether to poll. Not a visual component.
 */
export function LiveUpdatesProvider({
  fetch,
  batchMs = 100,
  retryDelaysMs,
  children,
}: LiveUpdatesProviderProps) {
  const client = useConsoleClient();
  const { mutate, cache } = useSWRConfig();
  const [status, setStatus] = useState<LiveStatus>({ state: 'connecting' });
  const [listeners] = useState(() => new Set<LiveListener>());

  useEffect(() => {
    const { baseUrl } = client;
    let pending: LiveEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;

    const revalidateChangeLog = async (projectId: number) => {
      // Infinite lists ignore a global mutate's filter: drop the pages, then revalidate the list.
      await mutate(
        (key) => matchesArea(key, baseUrl, ['changeLog']) && (key as ConsoleKey)[2] === projectId,
        undefined,
        { revalidate: false },
      );
      await mutate(unstable_serialize(changeLogKeyLoader(baseUrl, projectId)));
    };

    const flush = () => {
      const events = pending;
      pending = [];
      timer = undefined;
      // mutate(matcher) alone refetches and keeps what the screens show meanwhile; with `undefined`
      // as data it would empty them, and a page would fall back to its spinner and remount (an
      // alarm resolved elsewhere cleared the Alarms tab's sort, place and focus).
      void mutate((key) => events.some((event) => eventTouchesKey(event, key, baseUrl)));
      const projects = new Set(events.map(changeLogProject));
      for (const project of projects) if (project !== undefined) void revalidateChangeLog(project);
    };

    const refetchAll = () => {
      for (const listener of listeners) listener.resync();
      // Graphs are large and change slowly: they stay until the user asks again.
      void mutate(
        (key) =>
          Array.isArray(key) &&
          key[0] === baseUrl &&
          key[1] !== 'graph' &&
          !matchesArea(key, baseUrl, ['changeLog']),
      );
      // Infinite lists ignore a global mutate: their cached pages are dropped (the lists keep
      // showing their entries), then each list is revalidated.
      void mutate((key) => matchesArea(key, baseUrl, ['changeLog']), undefined, {
        revalidate: false,
      }).then(() => {
        for (const key of cache.keys())
          if (key.startsWith('$inf$') && key.includes(baseUrl)) void mutate(key);
      });
    };

    const stream = createLiveStream({
      http: client.http,
      fetch: fetch ?? client.http.fetchImplementation,
      retryDelaysMs,
      onEvent: (event) => {
        for (const listener of listeners) listener.event(event);
        pending.push(event);
        timer ??= setTimeout(flush, batchMs);
      },
      onRefetch: refetchAll,
      onStatus: setStatus,
    });
    stream.start();
    return () => {
      stream.stop();
      clearTimeout(timer);
    };
  }, [client, mutate, cache, fetch, batchMs, retryDelaysMs, listeners]);

  return (
    <LiveListenersContext.Provider value={listeners}>
      <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>
    </LiveListenersContext.Provider>
  );
}

/**
 * Hears every live event as it arrives, while mounted, and `onResync` each time the stream came back
 * unable to replay what it missed (read what you follow once then; also read when `useLiveStatus`
 * turns 'live' again). The latest callbacks of each render are called. Outside a
 * LiveUpdatesProvider it hears nothing: check `useLiveStatus` and read instead.
 */
export function useLiveEvent(listener: (event: LiveEvent) => void, onResync?: () => void): void {
  const listeners = useContext(LiveListenersContext);
  const latest = useRef({ listener, onResync });
  useEffect(() => {
    latest.current = { listener, onResync };
  });
  useEffect(() => {
    if (!listeners) return undefined;
    const hear: LiveListener = {
      event: (event) => latest.current.listener(event),
      resync: () => latest.current.onResync?.(),
    };
    listeners.add(hear);
    return () => {
      listeners.delete(hear);
    };
  }, [listeners]);
}

/** The live-event stream's status; null outside a LiveUpdatesProvider (screens then poll). */
export function useLiveStatus(): LiveStatus | null {
  return useContext(LiveStatusContext);
}

/** The refresh interval a screen polls with: none while live updates arrive, `ms` otherwise. */
export function useLiveInterval(ms: number): number {
  return useLiveStatus()?.state === 'live' ? 0 : ms;
}
