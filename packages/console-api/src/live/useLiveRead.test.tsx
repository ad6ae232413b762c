import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../consoleClient';
import { ConsoleApiProvider } from '../react/ConsoleApiProvider';
import { useDeviceSlim, useProjectUnits } from '../react/hooks';
import { createMemoryStorage } from '../session';
import type { DeviceSlim } from '../types';
import { useLiveRead } from './useLiveRead';

const BASE = 'http://demo.localhost:8787';
const REFRESH_MS = 30;

/** A device summary whose state is `state`; each read counted. */
function deviceFetch(status: DeviceSlim['status']) {
  const reads: string[] = [];
  const fetch = vi.fn((url: string) => {
    const path = new URL(url).pathname;
    reads.push(path);
    const device = { id: 5, unit_id: 'BW-VRF-01', all_outdoor_units: [], status };
    const body = path.startsWith('/devices/project/') ? [device] : device;
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  return { fetch, reads };
}

function wrapperFor(fetch: ReturnType<typeof deviceFetch>['fetch']) {
  const client = createConsoleClient({
    baseUrl: BASE,
    storage: createMemoryStorage({ access_token: 'token', refresh_token: 'refresh' }),
    fetch,
    locks: null,
    onUnauthorized: vi.fn(),
  });
  const cache = new Map();
  return ({ children }: { children?: ReactNode }) => (
    <ConsoleApiProvider client={client} swrConfig={{ provider: () => cache, dedupingInterval: 0 }}>
      {children}
    </ConsoleApiProvider>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useLiveRead', () => {
  it('re-reads every refresh without live updates and ages the values from the last read', async () => {
    const api = deviceFetch({
      state: 'online',
      last_seen: '2026-01-05T09:58:00Z',
      last_error: null,
    });
    const before = Date.now();
    const { result, unmount } = renderHook(
      () =>
        useLiveRead(useDeviceSlim, 5, { refreshMs: REFRESH_MS, statusOf: (data) => data.status }),
      { wrapper: wrapperFor(api.fetch) },
    );
    expect(result.current.updatedAt).toBeUndefined();
    await waitFor(() => expect(result.current.data?.unit_id).toBe('BW-VRF-01'));
    await waitFor(() => expect(result.current.updatedAt).toBeGreaterThanOrEqual(before));
    expect(result.current.intervalMs).toBe(REFRESH_MS);
    expect(result.current.offline).toBe(false);
    await waitFor(() =>
      expect(api.reads.filter((path) => path === '/devices/5/slim/').length).toBeGreaterThanOrEqual(
        3,
      ),
    );
    unmount();
  });

  it("ages an offline device's values from its last poll and makes them stale at once", async () => {
    const lastSeen = '2026-01-05T09:58:00.000Z';
    const api = deviceFetch({ state: 'offline', last_seen: lastSeen, last_error: 'timeout' });
    const { result, unmount } = renderHook(
      () =>
        useLiveRead(useDeviceSlim, 5, { refreshMs: REFRESH_MS, statusOf: (data) => data.status }),
      { wrapper: wrapperFor(api.fetch) },
    );
    await waitFor(() => expect(result.current.offline).toBe(true));
    expect(result.current.updatedAt).toBe(Date.parse(lastSeen));
    expect(result.current.intervalMs).toBe(1);
    unmount();
  });

  it('wraps any data hook the same way: a project’s units', async () => {
    const api = deviceFetch({ state: 'offline', last_seen: null, last_error: null });
    const { result, unmount } = renderHook(
      () => useLiveRead(useProjectUnits, 3, { refreshMs: REFRESH_MS }),
      { wrapper: wrapperFor(api.fetch) },
    );
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    // Without statusOf the answer is many devices': each says its own state, the read is current.
    await waitFor(() => expect(result.current.updatedAt).toBeDefined());
    expect([result.current.offline, result.current.intervalMs]).toEqual([false, REFRESH_MS]);
    expect(api.reads[0]).toBe('/devices/project/3/units/');
    unmount();
  });
});
