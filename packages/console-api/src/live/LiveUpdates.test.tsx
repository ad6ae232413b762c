import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../consoleClient';
import { ConsoleApiProvider } from '../react/ConsoleApiProvider';
import { useChangeLog, useDeviceSlim } from '../react/hooks';
import { createMemoryStorage } from '../session';
import { LiveUpdatesProvider, useLiveInterval, useLiveStatus } from './LiveUpdates';

const BASE = 'http://demo.localhost:8787';
const POLL_MS = 40;

/** The console's fetch: the stream answers as `stream` says; every other call is counted. */
function consoleFetch(stream: () => Response) {
  const reads: string[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const fetch = vi.fn((url: string) => {
    const path = new URL(url).pathname;
    if (path === '/events/stream/') return Promise.resolve(stream());
    reads.push(path);
    const body = path.includes('change_log')
      ? {
          results: [],
          count: 0,
          next: null,
          previous: null,
          pages: { current_page: 1, total_pages: 1 },
        }
      : { id: 5, reads: reads.length };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  const open = () => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  const send = (text: string) => controller?.enqueue(new TextEncoder().encode(text));
  return { fetch, reads, open, send };
}

/** What the device summary held at each render (undefined: emptied, the screen would spin). */
const shown: unknown[] = [];

function Device() {
  const interval = useLiveInterval(POLL_MS);
  const slim = useDeviceSlim(5, { refreshInterval: interval });
  shown.push(slim.data);
  const log = useChangeLog(3);
  const status = useLiveStatus();
  return (
    <p>
      {status?.state}
      {status?.state === 'paused' ? ` ${status.reason}` : ''} · interval {interval} · read{' '}
      {(slim.data as { reads?: number } | undefined)?.reads ?? '—'} · log {log.entries.length}
    </p>
  );
}

function mount(fetch: ReturnType<typeof consoleFetch>['fetch']) {
  const client = createConsoleClient({
    baseUrl: BASE,
    storage: createMemoryStorage({ access_token: 'token', refresh_token: 'refresh' }),
    fetch,
    locks: null,
    onUnauthorized: vi.fn(),
  });
  const cache = new Map();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ConsoleApiProvider client={client} swrConfig={{ provider: () => cache, dedupingInterval: 0 }}>
      <LiveUpdatesProvider batchMs={5} retryDelaysMs={[10_000]}>
        {children}
      </LiveUpdatesProvider>
    </ConsoleApiProvider>
  );
  return render(<Device />, { wrapper });
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => vi.restoreAllMocks());

describe('LiveUpdatesProvider', () => {
  it('polls as before when the server refuses the stream', async () => {
    const api = consoleFetch(
      () =>
        new Response('{"detail":"Not found."}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const view = mount(api.fetch);
    await screen.findByText(/paused refused · interval 40/);
    await pause(POLL_MS * 6);
    const slimReads = api.reads.filter((path) => path === '/devices/5/slim/').length;
    // Polling every 40 ms over 240 ms: several reads, not the first one alone.
    expect(slimReads).toBeGreaterThanOrEqual(3);
    view.unmount();
  });

  it('stops polling while the stream is up, and re-reads exactly what an event touches', async () => {
    const api = consoleFetch(() => api.open());
    const view = mount(api.fetch);
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    act(() => api.send('event: ready\ndata: {}\n\n'));
    await screen.findByText(/live · interval 0/);
    await waitFor(() => expect(api.reads).toContain('/projects/3/change_log/'));
    await pause(POLL_MS * 3);
    const before = api.reads.length;
    await pause(POLL_MS * 6);
    // Nothing periodic while live.
    expect(api.reads.length).toBe(before);
    // Another device's poll touches nothing on this screen.
    act(() =>
      api.send(
        `id: a-1\ndata: ${JSON.stringify({ id: 'a-1', type: 'device.polled', project: 4, device: 6, at: 'x' })}\n\n`,
      ),
    );
    await pause(30);
    expect(api.reads.length).toBe(before);
    // This device's poll re-reads its summary; a write logged in project 3 re-reads its change log.
    act(() =>
      api.send(
        `id: a-2\ndata: ${JSON.stringify({ id: 'a-2', type: 'device.polled', project: 3, device: 5, at: 'x' })}\n\n` +
          `id: a-3\ndata: ${JSON.stringify({ id: 'a-3', type: 'change_log.created', project: 3, device: 5, entry: 1, status: 'incomplete' })}\n\n`,
      ),
    );
    await waitFor(() =>
      expect(api.reads.slice(before).sort()).toEqual([
        '/devices/5/slim/',
        '/projects/3/change_log/',
      ]),
    );
    view.unmount();
  });

  it('re-reads everything on the screen when the server says the gap is too old', async () => {
    const api = consoleFetch(() => api.open());
    const view = mount(api.fetch);
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    act(() => api.send('event: ready\ndata: {}\n\n'));
    await screen.findByText(/live · interval 0/);
    await waitFor(() => expect(api.reads).toContain('/projects/3/change_log/'));
    await pause(30);
    const before = api.reads.length;
    act(() => api.send('event: refetch\ndata: {}\n\n'));
    await waitFor(() =>
      expect(api.reads.slice(before).sort()).toEqual([
        '/devices/5/slim/',
        '/projects/3/change_log/',
      ]),
    );
    view.unmount();
  });

  it('keeps what a screen shows while an event re-reads it (no spinner, no remount)', async () => {
    const api = consoleFetch(() => api.open());
    const view = mount(api.fetch);
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    act(() => api.send('event: ready\ndata: {}\n\n'));
    await screen.findByText(/live · interval 0 · read \d/);
    const loaded = shown.length;
    act(() =>
      api.send(
        `id: b-1\ndata: ${JSON.stringify({ id: 'b-1', type: 'device.polled', project: 3, device: 5, at: 'x' })}\n\n`,
      ),
    );
    await waitFor(() =>
      expect(api.reads.filter((path) => path === '/devices/5/slim/')).toHaveLength(2),
    );
    await pause(30);
    expect(shown.slice(loaded)).not.toContain(undefined);
    view.unmount();
  });
});
