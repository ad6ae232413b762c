import '@testing-library/jest-dom/vitest';
import type { ChangeLogEntry, Formula } from '@hvac/console-api';
import { createConsoleClient, createMemoryStorage } from '@hvac/console-api';
import { LiveUpdatesProvider } from '@hvac/console-api/live';
import { ConsoleApiProvider } from '@hvac/console-api/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ParameterWriteButton } from './ParameterWriteButton';

const BASE = 'http://demo.localhost:8787';
const ENTRY = 77;

const SET_TEMPERATURE: Formula = {
  data_meaning: 'Set temperature',
  modbus_type: 'register',
  address: '42011',
  register: 2010,
  read_mapping: null,
  type: 'status',
  unit: '°C',
  scale: 10,
  writable: true,
  min_value: 160,
  max_value: 300,
};

function entry(id: number, status: ChangeLogEntry['status'], detail: string | null = null) {
  return {
    id,
    action: 'single-register-write',
    status,
    created_at: '2026-03-14T09:30:00Z',
    user: null,
    param_name: 'Set temperature',
    data: [2010, '23.0 °C', 230],
    device: 1,
    detail,
  } satisfies ChangeLogEntry;
}

/**
 * The server as the dialog sees it: the write answers entry 77 (incomplete); 20 newer writes fill the
 * change log's first page, so entry 77 is on page 2; the live stream is opened and fed by the test.
 */
function fakeServer() {
  const reads: string[] = [];
  const world = { entry: entry(ENTRY, 'incomplete') };
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const { pathname } = new URL(url);
    if (pathname === '/events/stream/') {
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
      );
    }
    reads.push(`${init?.method ?? 'GET'} ${pathname}`);
    if (pathname === '/devices/1/write/') return json(entry(ENTRY, 'incomplete'), 201);
    if (pathname === `/projects/1/change_log/${ENTRY}/`) return json(world.entry);
    if (pathname === '/projects/1/change_log/') {
      const newer = Array.from({ length: 20 }, (_, index) => entry(ENTRY + 1 + index, 'complete'));
      return json({ results: newer, count: 21, next: 2, previous: null, pages: {} });
    }
    return json({ detail: 'Not found.' }, 404);
  });
  const send = (text: string) => controller?.enqueue(new TextEncoder().encode(text));
  return {
    fetch,
    reads,
    world,
    ready: () => act(() => send('event: ready\ndata: {}\n\n')),
    changed: (status: string) =>
      act(() =>
        send(
          `id: c-${status}\ndata: ${JSON.stringify({
            id: `c-${status}`,
            type: 'change_log.changed',
            project: 1,
            device: 1,
            entry: ENTRY,
            status,
          })}\n\n`,
        ),
      ),
    drop: () => act(() => controller?.error(new Error('connection reset'))),
  };
}

function mount(server: ReturnType<typeof fakeServer>, onSettled = vi.fn()) {
  const client = createConsoleClient({
    baseUrl: BASE,
    storage: createMemoryStorage({ access_token: 'token', refresh_token: 'refresh' }),
    fetch: server.fetch,
    locks: null,
    onUnauthorized: vi.fn(),
  });
  render(
    <ConsoleApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
      <LiveUpdatesProvider batchMs={5} retryDelaysMs={[30]}>
        <ParameterWriteButton
          projectId={1}
          formula={SET_TEMPERATURE}
          name="Set temperature"
          target={{ deviceId: 1, modbusType: 'register', register: 2010 }}
          currentRaw={220}
          onSettled={onSettled}
        />
      </LiveUpdatesProvider>
    </ConsoleApiProvider>,
  );
  return onSettled;
}

async function sendWrite() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Write Set temperature' }));
  const dialog = await screen.findByRole('dialog', { name: 'Write Set temperature' });
  const input = within(dialog).getByRole('spinbutton', { name: 'New value (°C)' });
  // Focus starts in the value field (WCAG 2.4.3), so typing goes there at once.
  await waitFor(() => expect(input).toHaveFocus());
  await user.keyboard('23');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('In progress.')).toBeVisible();
  return dialog;
}

const entryReads = (reads: string[]) =>
  reads.filter((read) => read === `GET /projects/1/change_log/${ENTRY}/`).length;
const pageReads = (reads: string[]) =>
  reads.filter((read) => read === 'GET /projects/1/change_log/').length;

afterEach(() => cleanup());

describe('ParameterWriteButton follows its own write (issue 31: commands flow one way)', () => {
  it('ends by the pushed event, although 20 newer writes put its entry on page 2, never reading a page', async () => {
    const server = fakeServer();
    const onSettled = mount(server);
    await waitFor(() => expect(server.fetch).toHaveBeenCalled());
    server.ready();
    const dialog = await sendWrite();
    // The one read when it was sent found it still in progress.
    await waitFor(() => expect(entryReads(server.reads)).toBe(1));
    expect(within(dialog).getByText('In progress.')).toBeVisible();

    server.world.entry = entry(ENTRY, 'complete');
    server.changed('complete');
    expect(await within(dialog).findByText('It was successful.')).toBeVisible();
    expect(onSettled).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(entryReads(server.reads)).toBe(1);
    expect(pageReads(server.reads)).toBe(0);
  });

  it('reads a failed write once for its reason', async () => {
    const server = fakeServer();
    mount(server);
    await waitFor(() => expect(server.fetch).toHaveBeenCalled());
    server.ready();
    const dialog = await sendWrite();
    await waitFor(() => expect(entryReads(server.reads)).toBe(1));
    server.world.entry = entry(ENTRY, 'failed', 'Illegal data value (exception 03)');
    server.changed('failed');
    expect(await within(dialog).findByText('It has failed.')).toBeVisible();
    expect(within(dialog).getByText('Illegal data value (exception 03)')).toBeVisible();
    expect(entryReads(server.reads)).toBe(2);
    expect(pageReads(server.reads)).toBe(0);
  });

  it('reads its entry once when the stream reconnects, having missed the event', async () => {
    const server = fakeServer();
    const onSettled = mount(server);
    await waitFor(() => expect(server.fetch).toHaveBeenCalled());
    server.ready();
    const dialog = await sendWrite();
    await waitFor(() => expect(entryReads(server.reads)).toBe(1));

    // The stream drops; the write completes meanwhile, its event lost with the connection.
    server.drop();
    server.world.entry = entry(ENTRY, 'complete');
    expect(within(dialog).getByText('In progress.')).toBeVisible();
    // The console reconnects (after 30 ms here) with nothing to resume from: one read of the entry
    // ends the dialog.
    await waitFor(() =>
      expect(
        server.fetch.mock.calls.filter(([url]) => url.includes('/events/stream/')).length,
      ).toBe(2),
    );
    server.ready();
    expect(await within(dialog).findByText('It was successful.')).toBeVisible();
    expect(entryReads(server.reads)).toBe(2);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(pageReads(server.reads)).toBe(0);
  });
});
