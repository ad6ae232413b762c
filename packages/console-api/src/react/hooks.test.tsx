import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../consoleClient';
import { isForbidden } from '../errors';
import { createHandlers } from '../mocks/handlers';
import { createMockState } from '../mocks/state';
import type { MockState } from '../mocks/state';
import { createMemoryStorage } from '../session';
import { ConsoleApiProvider, useConsoleClient } from './ConsoleApiProvider';
import {
  useChangeLog,
  useDocuments,
  useFloors,
  useGraph,
  useProject,
  useProjects,
  useRealtime,
  useRecentProjects,
  useSession,
  useUser,
  useUsers,
} from './hooks';
import { readAreaOf } from './keys';
import { useConsoleMutations } from './mutations';

const server = setupServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function setUp(options: { latency?: number; state?: MockState } = {}) {
  const state = options.state ?? createMockState();
  server.use(...createHandlers({ state, latency: options.latency }));
  const client = createConsoleClient({
    baseUrl: 'http://demo.localhost:8787',
    storage: createMemoryStorage({ access_token: 'token', refresh_token: 'refresh' }),
    // fetch for every call, uploads included, so MSW sees them all.
    fetch: (input, init) => globalThis.fetch(input, init),
    onUnauthorized: vi.fn(),
  });
  const cache = new Map<string, { data?: unknown }>();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ConsoleApiProvider client={client} swrConfig={{ provider: () => cache, dedupingInterval: 0 }}>
      {children}
    </ConsoleApiProvider>
  );
  return { client, state, wrapper, cache };
}

describe('data hooks', () => {
  it("reports each failed read once through the provider's onError, not while rendering", async () => {
    const state = createMockState();
    server.use(...createHandlers({ state }));
    server.use(
      http.get('*/projects/', () => HttpResponse.json({ detail: 'No.' }, { status: 403 })),
    );
    const client = createConsoleClient({
      baseUrl: 'http://demo.localhost:8787',
      storage: createMemoryStorage({ access_token: 'token', refresh_token: 'refresh' }),
      fetch: (input, init) => globalThis.fetch(input, init),
      onUnauthorized: vi.fn(),
    });
    const onError = vi.fn();
    const configured = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <ConsoleApiProvider
        client={client}
        onError={onError}
        swrConfig={{
          provider: () => new Map(),
          dedupingInterval: 0,
          shouldRetryOnError: false,
          onError: configured,
        }}
      >
        {children}
      </ConsoleApiProvider>
    );
    const { result, rerender } = renderHook(() => useProjects({ page: 1 }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    rerender();
    rerender();
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, key] = onError.mock.calls[0] as [unknown, string];
    expect(isForbidden(error)).toBe(true);
    expect(key).toContain('projects');
    // The provider's own SWR settings still hear about it.
    expect(configured).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("names the failed read's area from the key onError gets, paged lists included", async () => {
    const state = createMockState();
    server.use(...createHandlers({ state }));
    server.use(
      http.get('*/projects/:id/change_log/', () =>
        HttpResponse.json({ detail: 'No.' }, { status: 500 }),
      ),
      http.get('*/projects/', () => HttpResponse.json({ detail: 'No.' }, { status: 500 })),
    );
    const client = createConsoleClient({
      baseUrl: 'http://demo.localhost:8787',
      storage: createMemoryStorage({ access_token: 'token', refresh_token: 'refresh' }),
      fetch: (input, init) => globalThis.fetch(input, init),
      onUnauthorized: vi.fn(),
    });
    const onError = vi.fn();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <ConsoleApiProvider
        client={client}
        onError={onError}
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        {children}
      </ConsoleApiProvider>
    );
    renderHook(
      () => {
        useChangeLog(3);
        useProjects({ page: 1 });
      },
      { wrapper },
    );
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    const areas = onError.mock.calls.map(([, key]) => readAreaOf(key as string)).sort();
    expect(areas).toEqual(['changeLog', 'projects']);
    expect(readAreaOf('not a console key')).toBeUndefined();
    expect(readAreaOf('@"http://x","elsewhere",')).toBeUndefined();
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useConsoleClient())).toThrow(/ConsoleApiProvider/);
  });

  it('keeps the previous page visible while the next one loads', async () => {
    const { wrapper } = setUp({ latency: 30 });
    const { result, rerender } = renderHook(({ page }) => useProjects({ page, page_size: 2 }), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.data?.pages.current_page).toBe(1));
    rerender({ page: 2 });
    expect(result.current.data?.pages.current_page).toBe(1);
    expect(result.current.isValidating).toBe(true);
    await waitFor(() => expect(result.current.data?.pages.current_page).toBe(2));
    expect(result.current.data?.results.map((project) => project.name)).toEqual([
      'Sarajevo Library',
    ]);
    expect(requests).toEqual([
      'GET /projects/?page=1&page_size=2',
      'GET /projects/?page=2&page_size=2',
    ]);
  });

  it('drops empty search and ordering from the request', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useProjects({ page: 1, search: '', ordering: null }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(requests).toEqual(['GET /projects/?page=1']);
  });

  it('revalidates the lists a write changes', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ documents: useDocuments({ projects: 1 }), mutations: useConsoleMutations() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.documents.data?.count).toBe(6));
    await act(() => result.current.mutations.removeDocument(1));
    await waitFor(() => expect(result.current.documents.data?.count).toBe(5));
    await act(() => result.current.mutations.updateDocument(2, { name: 'Service report April' }));
    await waitFor(() =>
      expect(result.current.documents.data?.results.map((document) => document.name)).toContain(
        'Service report April',
      ),
    );
  });

  it('keeps showing what the reads hold while a write revalidates them', async () => {
    const { wrapper } = setUp({ latency: 30 });
    const seen: unknown[] = [];
    const { result } = renderHook(
      () => {
        const project = useProject(1);
        seen.push(project.data);
        return { project, mutations: useConsoleMutations() };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.project.data?.id).toBe(1));
    const loaded = seen.length;
    requests.length = 0;
    await act(() =>
      result.current.mutations.updateAlarmEntry(1, {
        resolved_at: '2026-03-14T09:00:00Z',
        is_resolved: true,
      }),
    );
    await waitFor(() => expect(requests).toContain('GET /projects/1/'));
    await waitFor(() => expect(result.current.project.isValidating).toBe(false));
    // The project was refetched, and never emptied meanwhile (a page would show its spinner).
    expect(seen.slice(loaded)).not.toContain(undefined);
  });

  it('keeps showing what a write has read again (no loading state, nothing unmounts)', async () => {
    const { wrapper } = setUp();
    const seen: unknown[] = [];
    const { result } = renderHook(
      () => {
        const floors = useFloors(1);
        seen.push(floors.data);
        return { floors, mutations: useConsoleMutations() };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.floors.data?.length).toBeGreaterThan(0));
    const floor = result.current.floors.data?.[0];
    seen.length = 0;
    await act(() => result.current.mutations.updateDeviceMap(1, floor?.id ?? 0, []));
    await waitFor(() =>
      expect(result.current.floors.data?.find((item) => item.id === floor?.id)?.device_map).toEqual(
        [],
      ),
    );
    expect(seen).not.toContain(undefined);
  });

  it('does not ask again for a removed user, but refreshes the user list', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ users: useUsers(), user: useUser(4), mutations: useConsoleMutations() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.user.data?.id).toBe(4));
    await waitFor(() => expect(result.current.users.data).toBeDefined());
    requests.length = 0;
    await act(() => result.current.mutations.removeUser(4));
    await waitFor(() => expect(requests).toContain('GET /users/'));
    expect(requests.filter((request) => request.startsWith('GET /users/4/'))).toEqual([]);
  });

  it('records a visit and refreshes the recent projects', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ recent: useRecentProjects(), mutations: useConsoleMutations() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.recent.data?.[0].id).toBe(1));
    await act(() => result.current.mutations.addRecentProject(3));
    await waitFor(() => expect(result.current.recent.data?.[0].id).toBe(3));
  });

  it('loads the change log page by page until next is empty', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useChangeLog(1), { wrapper });
    await waitFor(() => expect(result.current.entries).toHaveLength(20));
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.entries).toHaveLength(25));
    expect(result.current.hasMore).toBe(false);
    expect(requests).toEqual([
      'GET /projects/1/change_log/?page=1',
      'GET /projects/1/change_log/?page=2',
    ]);
  });

  it('refreshes the change log after a parameter write', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ log: useChangeLog(1), mutations: useConsoleMutations() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.log.entries).toHaveLength(20));
    await act(() =>
      result.current.mutations.writeParameter(
        1,
        { modbus_type: 'register', register: 2010, value: 230 },
        1,
      ),
    );
    await waitFor(() => expect(result.current.log.entries[0].status).toBe('incomplete'));
  });

  it('fetches no graph until a header is chosen', async () => {
    const { wrapper } = setUp();
    const { result, rerender } = renderHook(
      ({ headers }) => useGraph(1, { headers, timerange: 1, interval: 60 }),
      { wrapper, initialProps: { headers: [] as string[] } },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(requests).toEqual([]);
    rerender({ headers: ['outdoor_ambient_temp_1'] });
    await waitFor(() => expect(result.current.data).toHaveLength(24));
  });

  it('re-reads real-time values at the interval, not while the page is hidden', async () => {
    const { wrapper } = setUp();
    const { result, unmount } = renderHook(
      () => useRealtime(1, { registers: [100, 101] }, { interval: 40 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.registers['100']).toBe(200));
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(3));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 60));
      const whileHidden = requests.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(requests.length).toBe(whileHidden);
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      unmount();
    }
  });
});

describe('session hooks', () => {
  it('re-renders on login and logout, and logout empties the cache', async () => {
    const { client, wrapper, cache } = setUp();
    client.session.clear();
    const { result } = renderHook(
      () => {
        const projects = useProjects({ page: 1 });
        return {
          session: useSession(),
          // Read during render: SWR re-renders only for the fields a render used.
          projectCount: projects.data?.count,
          mutations: useConsoleMutations(),
          client: useConsoleClient(),
        };
      },
      { wrapper },
    );
    expect(result.current.session.isAuthenticated).toBe(false);
    await act(() => result.current.mutations.login({ username: 'admin', password: 'Demo#2026' }));
    expect(result.current.session).toMatchObject({
      isAuthenticated: true,
      user: { first_name: 'Ana', last_name: 'Petrović' },
    });
    await waitFor(() => expect(result.current.projectCount).toBe(3));
    await act(() => result.current.mutations.logout());
    expect(result.current.session.isAuthenticated).toBe(false);
    // Mounted hooks keep their last answer on screen until the app leaves the page; the cache that
    // the next sign-in starts from holds nothing of the previous user.
    const cachedProjects = [...cache.entries()].filter(([key]) => key.includes('"projects"'));
    expect(cachedProjects.length).toBeGreaterThan(0);
    expect(cachedProjects.every(([, entry]) => entry.data === undefined)).toBe(true);
    expect(result.current.client).toBe(client);
  });
});
