// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, deferred, json } from '../test/fakeFetch';
import { createConsoleClient } from './consoleClient';
import { ApiError, isForbidden, isNotFound } from './errors';
import { createMemoryStorage } from './session';

const BASE = 'http://demo.localhost:8787';

function signedIn(access = 'old-access') {
  return createMemoryStorage({ access_token: access, refresh_token: 'refresh-1', user: '{}' });
}

describe('requests', () => {
  it('sends the bearer token, Accept and Content-Type on JSON calls', async () => {
    const fetch = createFakeFetch(() => json({ id: 3, name: 'HQ' }, 201));
    const client = createConsoleClient({
      baseUrl: `${BASE}/`,
      fetch,
      storage: signedIn(),
      onUnauthorized: vi.fn(),
    });
    await client.users.invite({ email: 'a@b.c', permission_type: 'company_operator' });
    const [call] = fetch.calls;
    expect(call.url.href).toBe(`${BASE}/users/invite/`);
    expect(call.headers.get('authorization')).toBe('Bearer old-access');
    expect(call.headers.get('accept')).toBe('application/json');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.body).toEqual({ email: 'a@b.c', permission_type: 'company_operator' });
  });

  it('drops null and empty ordering and search, keeps the rest', async () => {
    const fetch = createFakeFetch(() =>
      json({ results: [], count: 0, pages: { current_page: 1 } }),
    );
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    await client.devices.slimList({ page: 2, page_size: 25, ordering: null, search: '' });
    await client.projects.list({ page: 1, page_size: 10, ordering: '-name', search: 'Beo' });
    await client.users.list({ ordering: '', search: null });
    await client.alarms.entries.list({ page: 1, page_size: 5, is_resolved: false });
    expect(fetch.calls.map((call) => call.url.pathname + call.url.search)).toEqual([
      '/devices/slim/?page=2&page_size=25',
      '/projects/?page=1&page_size=10&ordering=-name&search=Beo',
      '/users/',
      '/alerts/entries/?page=1&page_size=5&is_resolved=false',
    ]);
  });

  it('repeats array parameters (graph headers)', async () => {
    const fetch = createFakeFetch(() => json([]));
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    await client.devices.graph(7, { headers: ['t_out', 't_in'], timerange: 7, interval: 5 });
    expect(fetch.calls[0].url.search).toBe('?headers=t_out&headers=t_in&timerange=7&interval=5');
  });

  it('answers undefined for an empty 204 answer', async () => {
    const fetch = createFakeFetch(() => new Response(null, { status: 204 }));
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    await expect(client.documents.remove(4)).resolves.toBeUndefined();
    expect(fetch.calls[0].method).toBe('DELETE');
    expect(fetch.calls[0].headers.get('content-type')).toBeNull();
  });
});

describe('errors', () => {
  it.each([
    [new ApiError(403), true, false],
    [new ApiError(404), false, true],
    [new ApiError(401), false, false],
    [new ApiError(400), false, false],
    [new ApiError(500), false, false],
    [new ApiError(0), false, false],
    [new Error('Forbidden'), false, false],
    [{ status: 403 }, false, false],
    [undefined, false, false],
  ])('%o: forbidden %s, not found %s', (error, forbidden, notFound) => {
    expect(isForbidden(error)).toBe(forbidden);
    expect(isNotFound(error)).toBe(notFound);
  });

  it('parses field messages and detail into one ApiError', async () => {
    const fetch = createFakeFetch(() =>
      json({ new_password1: ['Too short.', 'No digit.'], old_password: ['Wrong.'] }, 400),
    );
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    const error = await client.auth
      .changePassword({ old_password: 'a', new_password1: 'b', new_password2: 'b' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: { new_password1: ['Too short.', 'No digit.'], old_password: ['Wrong.'] },
    });
    expect((error as ApiError).firstMessage('An unexpected error occurred')).toBe('Too short.');
  });

  it('falls back to detail, then to the catalogue message', async () => {
    let answer = json({ detail: 'Not found.' }, 404);
    const fetch = createFakeFetch(() => answer);
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    const notFound = (await client.projects.get(9).catch((e: unknown) => e)) as ApiError;
    expect(notFound.detail).toBe('Not found.');
    expect(notFound.firstMessage('Server error')).toBe('Not found.');
    answer = new Response('<html>Bad gateway</html>', { status: 502 });
    const gateway = (await client.projects.get(9).catch((e: unknown) => e)) as ApiError;
    expect(gateway.status).toBe(502);
    expect(gateway.firstMessage('Error creating project.')).toBe('Error creating project.');
    answer = new Response('', { status: 500 });
    const empty = (await client.projects.get(9).catch((e: unknown) => e)) as ApiError;
    expect(empty.firstMessage('Server error')).toBe('Server error');
    expect(empty.fieldErrors).toEqual({});
  });

  it.each([
    ['a 500 with a detail', 500, { detail: 'duplicate key value violates unique constraint' }],
    ['a 500 with field messages', 500, { name: ['Internal: KeyError'] }],
    ['a 502 HTML page', 502, '<html><body><h1>502 Bad Gateway</h1></body></html>'],
    ['a 503 text', 503, 'upstream connect error or disconnect/reset before headers'],
    [
      'a 400 stack trace',
      400,
      { detail: 'TypeError: x is undefined\n    at handler (app.js:1:1)' },
    ],
    ['a 400 serialised object', 400, { detail: "{'name': ['required']}" }],
  ])('never shows raw server text: %s gives the catalogue message', async (_, status, body) => {
    const answer = typeof body === 'string' ? new Response(body, { status }) : json(body, status);
    const fetch = createFakeFetch(() => answer);
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    const error = (await client.projects.get(9).catch((e: unknown) => e)) as ApiError;
    expect(error.firstMessage('Error creating project.')).toBe('Error creating project.');
    expect(error.fieldMessage('name')).toBeUndefined();
    if (status >= 500) expect(error.fieldErrors).toEqual({});
  });

  it("shows a refusal's sentences: a field's message on its field, else the detail", async () => {
    const fetch = createFakeFetch(() => json({ name: ['This field may not be blank.'] }, 400));
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    const error = (await client.projects.get(9).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldMessage('name')).toBe('This field may not be blank.');
    expect(error.firstMessage('Error creating project.')).toBe('This field may not be blank.');
    const tooMany = createFakeFetch(() =>
      json({ detail: 'Too many attempts. Try again in 1 minute.' }, 429),
    );
    const limited = (await createConsoleClient({
      baseUrl: BASE,
      fetch: tooMany,
      onUnauthorized: vi.fn(),
    })
      .projects.get(9)
      .catch((e: unknown) => e)) as ApiError;
    expect(limited.firstMessage('Server error')).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('maps a network failure to status 0', async () => {
    const fetch = createFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    const error = (await client.devices.get(1).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it('maps a failed login to the catalogue message, network failure included', async () => {
    let offline = false;
    const fetch = createFakeFetch(() =>
      offline ? Promise.reject(new TypeError('offline')) : json({ detail: 'Bad credentials' }, 401),
    );
    const onUnauthorized = vi.fn();
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized });
    const refused = (await client.auth
      .login({ username: 'a', password: 'b' })
      .catch((e: unknown) => e)) as ApiError;
    expect(refused.message).toBe('Invalid or no response from server');
    expect(refused.status).toBe(401);
    offline = true;
    const unreachable = (await client.auth
      .login({ username: 'a', password: 'b' })
      .catch((e: unknown) => e)) as ApiError;
    expect(unreachable.message).toBe('Invalid or no response from server');
    expect(unreachable.status).toBe(0);
    // A 401 on login neither refreshes nor signs anyone out.
    expect(fetch.calls.map((call) => call.url.pathname)).toEqual([
      '/authentication/login/',
      '/authentication/login/',
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('401 → refresh → replay', () => {
  function refreshingServer(options: { refreshOk?: boolean; holdRefresh?: Promise<void> } = {}) {
    const { refreshOk = true } = options;
    return createFakeFetch(async (call) => {
      if (call.url.pathname === '/authentication/token/refresh/') {
        await options.holdRefresh;
        return refreshOk
          ? json({ access: 'new-access' })
          : json({ detail: 'Token is invalid or expired' }, 401);
      }
      if (call.headers.get('authorization') !== 'Bearer new-access') {
        return json({ detail: 'Given token not valid' }, 401);
      }
      return json({ path: call.url.pathname });
    });
  }

  it('refreshes once and replays the call with the new token', async () => {
    const fetch = refreshingServer();
    const storage = signedIn();
    const onUnauthorized = vi.fn();
    const client = createConsoleClient({ baseUrl: BASE, fetch, storage, onUnauthorized });
    await expect(client.devices.get(5)).resolves.toEqual({ path: '/devices/5/' });
    expect(fetch.calls.map((call) => call.url.pathname)).toEqual([
      '/devices/5/',
      '/authentication/token/refresh/',
      '/devices/5/',
    ]);
    expect(fetch.calls[1].body).toEqual({ refresh: 'refresh-1' });
    expect(fetch.calls[1].headers.get('authorization')).toBeNull();
    expect(storage.getItem('access_token')).toBe('new-access');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shares ONE refresh among concurrent calls', async () => {
    const release = deferred();
    const fetch = refreshingServer({ holdRefresh: release.promise });
    const client = createConsoleClient({
      baseUrl: BASE,
      fetch,
      storage: signedIn(),
      onUnauthorized: vi.fn(),
    });
    const calls = Promise.all([
      client.devices.get(1),
      client.projects.get(2),
      client.users.get(3),
      client.documents.list({ projects: 4 }),
    ]);
    await vi.waitFor(() => {
      expect(fetch.calls.filter((c) => c.url.pathname.includes('refresh'))).toHaveLength(1);
      expect(fetch.calls).toHaveLength(5);
    });
    release.resolve();
    const answers = await calls;
    expect(answers).toHaveLength(4);
    const refreshes = fetch.calls.filter(
      (c) => c.url.pathname === '/authentication/token/refresh/',
    );
    expect(refreshes).toHaveLength(1);
    expect(fetch.calls).toHaveLength(9);
  });

  it('replays without refreshing when another call already refreshed', async () => {
    const storage = signedIn();
    const lateAnswer = deferred();
    let first = true;
    const fetch = createFakeFetch(async (call) => {
      if (call.url.pathname === '/authentication/token/refresh/')
        return json({ access: 'new-access' });
      if (call.headers.get('authorization') === 'Bearer new-access') return json({ ok: true });
      if (call.url.pathname === '/projects/1/' && first) {
        first = false;
        await lateAnswer.promise; // answers 401 only after the other call refreshed
      }
      return json({ detail: 'expired' }, 401);
    });
    const client = createConsoleClient({ baseUrl: BASE, fetch, storage, onUnauthorized: vi.fn() });
    const slow = client.projects.get(1);
    await client.devices.get(1);
    lateAnswer.resolve();
    await slow;
    expect(fetch.calls.filter((c) => c.url.pathname.includes('refresh'))).toHaveLength(1);
  });

  it('clears the session and calls onUnauthorized once when the refresh fails', async () => {
    const fetch = refreshingServer({ refreshOk: false });
    const storage = signedIn();
    const onUnauthorized = vi.fn();
    const client = createConsoleClient({ baseUrl: BASE, fetch, storage, onUnauthorized });
    const results = await Promise.allSettled([client.devices.get(1), client.projects.get(2)]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(client.session.isAuthenticated).toBe(false);
  });

  it('signs out without calling the server when there is no refresh token', async () => {
    const fetch = createFakeFetch(() => json({ detail: 'no' }, 401));
    const onUnauthorized = vi.fn();
    const client = createConsoleClient({
      baseUrl: BASE,
      fetch,
      storage: createMemoryStorage({ access_token: 'x' }),
      onUnauthorized,
    });
    await expect(client.projects.recent()).rejects.toMatchObject({ status: 401 });
    expect(fetch.calls).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('signs out when the replay is refused again', async () => {
    const fetch = createFakeFetch((call) =>
      call.url.pathname.includes('refresh')
        ? json({ access: 'new-access' })
        : json({ detail: 'nope' }, 401),
    );
    const onUnauthorized = vi.fn();
    const client = createConsoleClient({
      baseUrl: BASE,
      fetch,
      storage: signedIn(),
      onUnauthorized,
    });
    await expect(client.devices.get(1)).rejects.toMatchObject({ status: 401 });
    expect(fetch.calls).toHaveLength(3);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('stores a rotated refresh token', async () => {
    const storage = signedIn();
    const fetch = createFakeFetch((call) => {
      if (call.url.pathname.includes('refresh')) {
        return json({ access: 'new-access', refresh: 'refresh-2' });
      }
      return call.headers.get('authorization') === 'Bearer new-access'
        ? json({})
        : json({ detail: 'expired' }, 401);
    });
    const client = createConsoleClient({ baseUrl: BASE, fetch, storage, onUnauthorized: vi.fn() });
    await client.auth.currentUser();
    expect(storage.getItem('refresh_token')).toBe('refresh-2');
  });
});

describe('refresh-token rotation across tabs', () => {
  /** A server that rotates the refresh token on every refresh and ends the session on reuse. */
  function rotatingServer() {
    let generation = 1;
    let revoked = false;
    const used = new Set<string>();
    const fetch = createFakeFetch(async (call) => {
      if (call.url.pathname === '/authentication/token/refresh/') {
        await Promise.resolve();
        const { refresh } = call.body as { refresh: string };
        if (revoked || used.has(refresh)) {
          revoked = true;
          return json({ detail: 'Token is invalid or expired' }, 401);
        }
        if (refresh !== `refresh-${generation}`) return json({ detail: 'invalid' }, 401);
        used.add(refresh);
        generation += 1;
        return json({ access: `access-${generation}`, refresh: `refresh-${generation}` });
      }
      const valid = !revoked && call.headers.get('authorization') === `Bearer access-${generation}`;
      return valid ? json({ ok: true }) : json({ detail: 'expired' }, 401);
    });
    return { fetch, revoked: () => revoked, generation: () => generation };
  }

  /** navigator.locks in miniature: one holder per name, the others wait in order. */
  function fakeLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    return {
      request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
  }

  it('keeps two tabs signed in when both find their token expired at once', async () => {
    const server = rotatingServer();
    const storage = createMemoryStorage({
      access_token: 'access-0',
      refresh_token: 'refresh-1',
      user: '{}',
    });
    const locks = fakeLocks();
    const onUnauthorized = vi.fn();
    const tabs = [0, 1].map(() =>
      createConsoleClient({ baseUrl: BASE, fetch: server.fetch, storage, onUnauthorized, locks }),
    );
    const answers = await Promise.all(
      tabs.flatMap((tab) => [tab.devices.get(1), tab.projects.get(2)]),
    );
    expect(answers).toHaveLength(4);
    expect(server.revoked()).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(server.fetch.calls.filter((c) => c.url.pathname.includes('refresh'))).toHaveLength(1);

    // Later expiries rotate again and again; every tab follows the stored tokens.
    for (let round = 0; round < 3; round += 1) {
      storage.setItem('access_token', 'expired');
      await Promise.all(tabs.map((tab) => tab.devices.get(round)));
    }
    expect(server.generation()).toBe(5);
    expect(storage.getItem('refresh_token')).toBe('refresh-5');
    expect(server.revoked()).toBe(false);
  });

  it('without a lock, picks up the tokens another tab stored instead of signing out', async () => {
    const server = rotatingServer();
    const storage = createMemoryStorage({
      access_token: 'access-0',
      refresh_token: 'refresh-1',
      user: '{}',
    });
    const onUnauthorized = vi.fn();
    const [first, second] = [0, 1].map(() =>
      createConsoleClient({
        baseUrl: BASE,
        fetch: server.fetch,
        storage,
        onUnauthorized,
        locks: null,
      }),
    );
    await first.devices.get(1);
    // The second tab's call was sent with the old token; the stored token is already newer.
    storage.setItem('access_token', 'access-2');
    await expect(second.projects.get(2)).resolves.toEqual({ ok: true });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('auth service', () => {
  it('stores the login and logs out in the specified order', async () => {
    const storage = createMemoryStorage();
    const fetch = createFakeFetch((call) => {
      if (call.url.pathname === '/authentication/login/') {
        return json({
          access: 'a1',
          refresh: 'r1',
          email: 'ana@example.com',
          first_name: 'Ana',
          last_name: 'Ilić',
          is_superuser: false,
        });
      }
      return json({});
    });
    const client = createConsoleClient({ baseUrl: BASE, fetch, storage, onUnauthorized: vi.fn() });
    await client.auth.login({ username: 'ana', password: 'Secret#1' });
    expect(client.session.user).toMatchObject({ first_name: 'Ana', last_name: 'Ilić' });
    expect(fetch.calls[0].headers.get('authorization')).toBeNull();
    await client.auth.logout();
    const logoutCall = fetch.calls[1];
    expect(logoutCall.url.pathname).toBe('/authentication/logout/');
    expect(logoutCall.body).toEqual({});
    expect(logoutCall.headers.get('authorization')).toBe('Bearer a1');
    expect(client.session.isAuthenticated).toBe(false);
  });

  it('keeps the stored names in step with a profile edit', async () => {
    const storage = createMemoryStorage({
      access_token: 't',
      user: JSON.stringify({ first_name: 'A', last_name: 'B', email: 'e', is_superuser: false }),
    });
    const fetch = createFakeFetch(() => json({ first_name: 'Ana', last_name: 'Ilić' }));
    const client = createConsoleClient({ baseUrl: BASE, fetch, storage, onUnauthorized: vi.fn() });
    await client.auth.updateUser({ first_name: 'Ana', last_name: 'Ilić' });
    expect(client.session.user).toMatchObject({ first_name: 'Ana', last_name: 'Ilić', email: 'e' });
  });

  it('sends password reset and invite redemption without a token', async () => {
    const fetch = createFakeFetch(() => json({}));
    const client = createConsoleClient({
      baseUrl: BASE,
      fetch,
      storage: signedIn(),
      onUnauthorized: vi.fn(),
    });
    await client.auth.requestPasswordReset('ana@example.com');
    await client.auth.confirmPasswordReset({
      uid: 'u',
      token: 't',
      new_password1: 'New#Pass1',
      new_password2: 'New#Pass1',
    });
    await client.users.getRedeemInvite('abc');
    for (const call of fetch.calls) expect(call.headers.get('authorization')).toBeNull();
  });
});
