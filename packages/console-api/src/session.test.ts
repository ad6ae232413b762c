import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { SESSION_KEYS, Session, acceptLoginAnswer, createMemoryStorage } from './session';

const login = {
  access: 'access-1',
  refresh: 'refresh-1',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Petrović',
  is_superuser: false,
};

describe('Session storage', () => {
  it('stores tokens raw and each name under its own key', () => {
    const storage = createMemoryStorage();
    const session = new Session(storage);
    session.store(login);
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBe('access-1');
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-1');
    expect(JSON.parse(storage.getItem(SESSION_KEYS.user) ?? '')).toEqual({
      first_name: 'Ana',
      last_name: 'Petrović',
      email: 'ana@example.com',
      is_superuser: false,
    });
    expect(session.isAuthenticated).toBe(true);
    expect(session.user?.first_name).toBe('Ana');
    expect(session.user?.last_name).toBe('Petrović');
  });

  it('unquotes a legacy serialised access token on read', () => {
    const session = new Session(createMemoryStorage({ access_token: '"legacy-token"' }));
    expect(session.accessToken).toBe('legacy-token');
    expect(session.isAuthenticated).toBe(true);
  });

  it('treats empty, "null" and quoted-empty tokens as signed out', () => {
    for (const value of ['', 'null', '""', 'undefined']) {
      const session = new Session(createMemoryStorage({ access_token: value }));
      expect(session.accessToken).toBeNull();
      expect(session.isAuthenticated).toBe(false);
    }
  });

  it('reads the legacy user shape whose first name sat under last_name', () => {
    const legacy = JSON.stringify({
      last_name: 'Ana',
      email: 'ana@example.com',
      is_superuser: true,
    });
    const session = new Session(createMemoryStorage({ user: legacy }));
    expect(session.user).toEqual({
      first_name: 'Ana',
      last_name: '',
      email: 'ana@example.com',
      is_superuser: true,
    });
  });

  it('reads damaged user values as no user without throwing', () => {
    for (const value of ['{not json', '"a string"', '[1,2]', 'null', '42']) {
      const session = new Session(createMemoryStorage({ user: value }));
      expect(session.user).toBeNull();
    }
  });

  it('uses localStorage by default', () => {
    localStorage.clear();
    new Session().store(login);
    expect(localStorage.getItem('access_token')).toBe('access-1');
    localStorage.clear();
  });

  it('notifies subscribers and keeps a stable snapshot between changes', () => {
    const session = new Session(createMemoryStorage());
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    const before = session.getSnapshot();
    expect(session.getSnapshot()).toBe(before);
    expect(before.isAuthenticated).toBe(false);
    session.store(login);
    expect(listener).toHaveBeenCalled();
    const after = session.getSnapshot();
    expect(after).not.toBe(before);
    expect(after).toMatchObject({ isAuthenticated: true, accessToken: 'access-1' });
    unsubscribe();
    listener.mockClear();
    session.clear();
    expect(listener).not.toHaveBeenCalled();
    expect(session.getSnapshot().isAuthenticated).toBe(false);
  });

  it('logs out in order: user removed, server told, then tokens cleared', async () => {
    const storage = createMemoryStorage();
    const session = new Session(storage);
    session.store(login);
    const seen: Array<{ user: string | null; access: string | null }> = [];
    await session.logout(() => {
      seen.push({
        user: storage.getItem('user'),
        access: storage.getItem('access_token'),
      });
      return Promise.resolve();
    });
    expect(seen).toEqual([{ user: null, access: 'access-1' }]);
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
  });

  it('clears the tokens even when the server call fails', async () => {
    const session = new Session(createMemoryStorage());
    session.store(login);
    await session.logout(() => Promise.reject(new Error('offline')));
    expect(session.isAuthenticated).toBe(false);
    expect(session.user).toBeNull();
  });
});

describe('acceptLoginAnswer', () => {
  it('accepts 200 and 201 with tokens', () => {
    expect(acceptLoginAnswer(200, login)).toEqual(login);
    expect(acceptLoginAnswer(201, login)).toEqual(login);
  });

  it.each([
    [202, login],
    [204, undefined],
    [200, { detail: 'ok' }],
    [400, { detail: 'Invalid credentials.' }],
    [500, 'oops'],
  ])('rejects status %i with the catalogue message', (status, body) => {
    let caught: unknown;
    try {
      acceptLoginAnswer(status, body);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).message).toBe('Invalid or no response from server');
    expect((caught as ApiError).status).toBe(status);
  });

  it.each([
    [202, login],
    [200, { detail: 'ok', access: '' }],
    [204, { username: ['not an error'] }],
  ])(
    'shows only the catalogue message for a %i answer, never its body (no token on screen)',
    (status, body) => {
      let caught: unknown;
      try {
        acceptLoginAnswer(status, body);
      } catch (error) {
        caught = error;
      }
      expect((caught as ApiError).message).toBe('Invalid or no response from server');
      expect((caught as ApiError).firstMessage()).toBeUndefined();
      expect((caught as ApiError).fieldErrors).toEqual({});
      expect((caught as ApiError).detail).toBeUndefined();
    },
  );

  it('keeps the server detail and field messages of a refused login', () => {
    try {
      acceptLoginAnswer(400, { detail: 'Wrong password', username: ['Unknown user'] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).detail).toBe('Wrong password');
      expect((error as ApiError).fieldErrors).toEqual({ username: ['Unknown user'] });
    }
  });
});
