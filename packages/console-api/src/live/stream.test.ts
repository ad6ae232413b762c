import type { LiveEvent } from '@hvac/console-domain';
import { livePauseText } from '@hvac/console-domain';
import { describe, expect, it, vi } from 'vitest';
import type { LiveStatus } from './stream';
import { createLiveStream } from './stream';

const BASE = 'http://demo.localhost:8787';

/** A server-sent-events answer whose body the test writes to. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

interface Call {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
}

/** A fetch that answers each call with the next of `answers` (a Response, or a thrown error). */
function scriptedFetch(answers: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({
      url,
      headers: init.headers as Record<string, string>,
      signal: init.signal as AbortSignal,
    });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => undefined);
    return Promise.resolve().then(next);
  });
  return { fetch, calls };
}

function setUp(answers: (() => Response | Promise<Response>)[], token = 'token-1') {
  const { fetch, calls } = scriptedFetch(answers);
  const statuses: LiveStatus[] = [];
  const events: LiveEvent[] = [];
  const onRefetch = vi.fn();
  let current: string | null = token;
  const http = {
    url: (path: string) => `${BASE}${path}`,
    currentAccessToken: () => current,
    renewAccessToken: vi.fn(() => {
      current = 'token-2';
      return Promise.resolve(current);
    }),
  };
  const stream = createLiveStream({
    http,
    fetch,
    onEvent: (event) => events.push(event),
    onRefetch,
    onStatus: (status) => statuses.push(status),
    retryDelaysMs: [5],
    window: {
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      navigator: { onLine: true },
    },
  });
  return { stream, calls, statuses, events, onRefetch, http };
}

const ready = 'event: ready\ndata: {}\n\n';
const polled = (id: string, device: number) =>
  `id: ${id}\ndata: ${JSON.stringify({ id, type: 'device.polled', project: 1, device, at: 'x' })}\n\n`;

describe('createLiveStream', () => {
  it('opens one fetch with the bearer header (never a token in the URL) and passes events on', async () => {
    const open = eventStream();
    const { stream, calls, statuses, events } = setUp([() => open.response]);
    stream.start();
    open.write(ready);
    open.write(': ping\n\n');
    // An event split across chunks, one of an unknown type and one that is not JSON are handled.
    const event = polled('a-1', 5);
    open.write(event.slice(0, 10));
    open.write(event.slice(10));
    open.write('data: {"type":"users.changed"}\n\ndata: nonsense\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(calls[0].url).toBe(`${BASE}/events/stream/`);
    expect(calls[0].headers).toMatchObject({
      Authorization: 'Bearer token-1',
      Accept: 'text/event-stream',
    });
    expect(calls[0].headers).not.toHaveProperty('last-event-id');
    expect(statuses).toEqual([{ state: 'live' }]);
    expect(events[0]).toMatchObject({ type: 'device.polled', device: 5, id: 'a-1' });
    stream.stop();
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('reconnects at once after a stream ends, resuming with the last id, and stays live', async () => {
    const first = eventStream();
    const second = eventStream();
    const { stream, calls, statuses, events } = setUp([
      () => first.response,
      () => second.response,
    ]);
    stream.start();
    first.write(ready + polled('a-1', 5) + polled('a-2', 6));
    await vi.waitFor(() => expect(events).toHaveLength(2));
    first.end();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].headers['last-event-id']).toBe('a-2');
    second.write(ready + polled('a-3', 7));
    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(statuses).toEqual([{ state: 'live' }]);
    stream.stop();
  });

  it('does not reconnect a stream closed as the oldest of too many until the window is focused again', async () => {
    const first = eventStream();
    const second = eventStream();
    const { fetch, calls } = scriptedFetch([() => first.response, () => second.response]);
    const statuses: LiveStatus[] = [];
    const page = new EventTarget();
    const stream = createLiveStream({
      http: {
        url: (path: string) => `${BASE}${path}`,
        currentAccessToken: () => 'token-1',
        renewAccessToken: vi.fn(() => Promise.resolve('token-2')),
      },
      fetch,
      onEvent: () => undefined,
      onRefetch: () => undefined,
      onStatus: (status) => statuses.push(status),
      retryDelaysMs: [5],
      window: Object.assign(page, { navigator: { onLine: true } }),
    });
    stream.start();
    first.write(ready + polled('a-1', 5));
    await vi.waitFor(() => expect(statuses).toEqual([{ state: 'live' }]));
    first.write('event: closed\ndata: {"reason":"too_many_streams"}\n\n');
    first.end();
    await vi.waitFor(() =>
      expect(statuses.at(-1)).toEqual({ state: 'paused', reason: 'superseded' }),
    );
    // No loop: well past every retry delay, still the one fetch.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toHaveLength(1);
    expect(livePauseText('superseded', 10_000)).toBe(
      'Newer windows of this account receive them; this one resumes when you return to it. Pages refresh every 10 s meanwhile.',
    );
    page.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].headers['last-event-id']).toBe('a-1');
    second.write(ready);
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual({ state: 'live' }));
    stream.stop();
  });

  it('asks for a refetch when the server says the gap is too old', async () => {
    const open = eventStream();
    const { stream, onRefetch } = setUp([() => open.response]);
    stream.start();
    open.write(ready + 'event: refetch\ndata: {}\n\n');
    await vi.waitFor(() => expect(onRefetch).toHaveBeenCalledTimes(1));
    stream.stop();
  });

  it('refreshes the access token once on a 401 and opens with the new one', async () => {
    const open = eventStream();
    const { stream, calls, statuses, http } = setUp([
      () => new Response('{"detail":"expired"}', { status: 401 }),
      () => open.response,
    ]);
    stream.start();
    open.write(ready);
    await vi.waitFor(() => expect(statuses).toEqual([{ state: 'live' }]));
    expect(http.renewAccessToken).toHaveBeenCalledWith('token-1');
    expect(calls[1].headers.Authorization).toBe('Bearer token-2');
    stream.stop();
  });

  it('pauses (refused) while the server refuses the stream, then goes live when it accepts', async () => {
    const open = eventStream();
    const { stream, statuses } = setUp([
      () =>
        new Response('{"detail":"Not found."}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      () =>
        new Response('<html>proxy</html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
      () => open.response,
    ]);
    stream.start();
    open.write(ready);
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual({ state: 'live' }));
    expect(statuses).toEqual([{ state: 'paused', reason: 'refused' }, { state: 'live' }]);
    stream.stop();
  });

  it('pauses (dropped) when the server cannot be reached', async () => {
    const open = eventStream();
    const { stream, statuses } = setUp([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => open.response,
    ]);
    stream.start();
    open.write(ready);
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual({ state: 'live' }));
    expect(statuses[0]).toEqual({ state: 'paused', reason: 'dropped' });
    stream.stop();
  });

  it('takes a silent stream for dead and reconnects', async () => {
    const first = eventStream();
    const second = eventStream();
    const { fetch, calls } = scriptedFetch([() => first.response, () => second.response]);
    const stream = createLiveStream({
      http: {
        url: (path) => BASE + path,
        currentAccessToken: () => 't',
        renewAccessToken: vi.fn(),
      },
      fetch,
      onEvent: vi.fn(),
      onRefetch: vi.fn(),
      onStatus: vi.fn(),
      silenceMs: 30,
      retryDelaysMs: [5],
    });
    stream.start();
    first.write(ready);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0].signal.aborted).toBe(true);
    stream.stop();
  });

  it('resumes from the position the server gave with ready, even before any event', async () => {
    const first = eventStream();
    const second = eventStream();
    const { stream, calls, onRefetch } = setUp([() => first.response, () => second.response]);
    stream.start();
    first.write('event: ready\ndata: {"last":"b-7"}\n\n');
    first.end();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].headers['last-event-id']).toBe('b-7');
    second.write(ready);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onRefetch).not.toHaveBeenCalled();
    stream.stop();
  });

  it('refetches after a reconnect with nothing to resume from (the server had no events yet)', async () => {
    const first = eventStream();
    const second = eventStream();
    const { stream, calls, onRefetch } = setUp([() => first.response, () => second.response]);
    stream.start();
    first.write('event: ready\ndata: {"last":null}\n\n');
    first.end();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].headers).not.toHaveProperty('last-event-id');
    second.write(ready);
    await vi.waitFor(() => expect(onRefetch).toHaveBeenCalledTimes(1));
    stream.stop();
  });
});
