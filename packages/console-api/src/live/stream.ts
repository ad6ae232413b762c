import type { LiveEvent, LivePauseReason } from '@hvac/console-domain';
import {
  isLiveEventType,
  LIVE_CLOSE_REASONS,
  LIVE_CONTROL_EVENTS,
  LIVE_LAST_EVENT_ID_HEADER,
  LIVE_STREAM_PATH,
} from '@hvac/console-domain';
import { createParser } from 'eventsource-parser';
import type { HttpClient } from '../http';
import type { FetchLike } from '../transport';

/** `connecting` until the first stream opens; `live` while one is open; `paused` while none can be. */
export type LiveStatus =
  { state: 'connecting' } | { state: 'live' } | { state: 'paused'; reason: LivePauseReason };

export interface LiveStreamOptions {
  http: Pick<HttpClient, 'url' | 'currentAccessToken' | 'renewAccessToken'>;
  onEvent: (event: LiveEvent) => void;
  /** Events were missed (a resume older than the server's buffer): read everything again. */
  onRefetch: () => void;
  onStatus: (status: LiveStatus) => void;
  fetch?: FetchLike;
  /** Waits before the next attempt after the n-th failure in a row (default 1, 2, 5, 10, 30 s). */
  retryDelaysMs?: readonly number[];
  /** A stream silent for this long (the server pings every 25 s) is taken for dead (default 60 s). */
  silenceMs?: number;
  /** Where online/offline is learnt; the global window by default. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    navigator?: { onLine?: boolean };
  };
}

export interface LiveStream {
  start(): void;
  stop(): void;
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * The console's live-event stream: one fetch of GET /events/stream/ with the bearer header (a
 * browser's EventSource cannot send one, and a token never goes into a URL), parsed as server-sent
 * events (eventsource-parser). It resumes with the last event id after a drop, refreshes the access
 * token on a 401 like every other call, and retries with growing delays while the server refuses
 * or cannot be reached; `onStatus` says which, so the console polls meanwhile. A stream the server
 * closed as the oldest of too many (`closed`, too_many_streams) is not reopened until the window gets
 * the focus again.
 */
export function createLiveStream(options: LiveStreamOptions): LiveStream {
  const send: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const silenceMs = options.silenceMs ?? 60_000;
  const page = options.window ?? (typeof window === 'undefined' ? undefined : window);
  let running = false;
  let controller: AbortController | undefined;
  let lastId: string | undefined;
  let everReady = false;
  let failures = 0;
  let wake: (() => void) | undefined;
  let status: LiveStatus = { state: 'connecting' };

  const setStatus = (next: LiveStatus) => {
    if (
      next.state === status.state &&
      (next.state !== 'paused' || (status.state === 'paused' && next.reason === status.reason))
    )
      return;
    status = next;
    options.onStatus(next);
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const offline = () => page?.navigator?.onLine === false;
  const onOnline = () => wake?.();
  const onOffline = () => controller?.abort();
  // Closed by the server as the oldest of too many (other windows of the account): reconnecting at
  // once would close another window's stream in turn, so this one waits until the user is back here.
  let superseded = false;
  const onFocus = () => {
    if (superseded) wake?.();
  };
  const untilFocus = () =>
    new Promise<void>((resolve) => {
      wake = () => {
        wake = undefined;
        resolve();
      };
    });

  let renewed = false;
  const pause = async (reason: LivePauseReason) => {
    renewed = false;
    setStatus({ state: 'paused', reason });
    const delay = delays[Math.min(failures, delays.length - 1)];
    failures += 1;
    await sleep(delay);
  };

  /** Reads one open stream until it ends; true when it ever got ready. */
  const read = async (response: Response, signal: AbortController): Promise<boolean> => {
    let ready = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        signal.abort();
        void reader.cancel().catch(() => undefined);
      }, silenceMs);
    };
    const parser = createParser({
      onComment: heard,
      onEvent: (message) => {
        heard();
        if (message.event === LIVE_CONTROL_EVENTS.ready) {
          ready = true;
          failures = 0;
          let last: unknown;
          try {
            last = (JSON.parse(message.data) as { last?: unknown } | null)?.last;
          } catch {
            last = undefined;
          }
          // Reconnected without an id to resume from: what happened meanwhile is unknown.
          if (lastId === undefined && everReady) options.onRefetch();
          if (lastId === undefined && typeof last === 'string') lastId = last;
          everReady = true;
          setStatus({ state: 'live' });
        } else if (message.event === LIVE_CONTROL_EVENTS.refetch) {
          options.onRefetch();
        } else if (message.event === LIVE_CONTROL_EVENTS.closed) {
          let reason: unknown;
          try {
            reason = (JSON.parse(message.data) as { reason?: unknown } | null)?.reason;
          } catch {
            reason = undefined;
          }
          if (reason === LIVE_CLOSE_REASONS.tooManyStreams) superseded = true;
        } else if (message.event === undefined) {
          let event: unknown;
          try {
            event = JSON.parse(message.data);
          } catch {
            return;
          }
          if (!isLiveEventType((event as { type?: unknown } | null)?.type)) return;
          if (message.id) lastId = message.id;
          options.onEvent(event as LiveEvent);
        }
      },
    });
    heard();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Aborted or dropped: the caller reconnects.
    } finally {
      clearTimeout(silence);
    }
    return ready;
  };

  const run = async () => {
    while (running) {
      if (offline()) {
        await pause('offline');
        continue;
      }
      const token = options.http.currentAccessToken();
      if (token === null) {
        // Signed out: nothing to stream until a session exists again.
        await pause('refused');
        continue;
      }
      const attempt = new AbortController();
      controller = attempt;
      let response: Response;
      try {
        response = await send(options.http.url(LIVE_STREAM_PATH), {
          method: 'GET',
          headers: {
            Accept: 'text/event-stream',
            Authorization: `Bearer ${token}`,
            ...(lastId ? { [LIVE_LAST_EVENT_ID_HEADER]: lastId } : {}),
          },
          cache: 'no-store',
          signal: attempt.signal,
        });
      } catch {
        if (!running) return;
        await pause(offline() ? 'offline' : 'dropped');
        continue;
      }
      if (response.status === 401 && !renewed) {
        await response.body?.cancel().catch(() => undefined);
        renewed = true;
        // The access token expired (the server ends a stream then): one refresh, as every call does.
        if ((await options.http.renewAccessToken(token)) === null) {
          running = false;
          setStatus({ state: 'paused', reason: 'refused' });
          return;
        }
        continue;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        await response.body?.cancel().catch(() => undefined);
        await pause('refused');
        continue;
      }
      renewed = false;
      const opened = Date.now();
      const wasReady = await read(response, attempt);
      if (!running) return;
      if (superseded) {
        setStatus({ state: 'paused', reason: 'superseded' });
        await untilFocus();
        superseded = false;
        continue;
      }
      // A stream that ended after it was ready reconnects at once (the token expired, or a server
      // restarted); only an attempt that fails pauses live updates.
      if (!wasReady) await pause('dropped');
      else if (Date.now() - opened < 2_000) await sleep(delays[0]);
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      failures = 0;
      page?.addEventListener('online', onOnline);
      page?.addEventListener('offline', onOffline);
      page?.addEventListener('focus', onFocus);
      void run();
    },
    stop() {
      running = false;
      page?.removeEventListener('online', onOnline);
      page?.removeEventListener('offline', onOffline);
      page?.removeEventListener('focus', onFocus);
      controller?.abort();
      wake?.();
    },
  };
}
