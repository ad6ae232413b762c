// @vitest-environment node
/**
 * Every service of the client against the reference server, in process. One server for the whole
 * file (PGlite starts in ~2.5 s); tests that change data use their own records or restore them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors';
import type { ReferenceServer } from './referenceServer';
import { DEMO_PASSWORD, signedIn, startReferenceServer } from './referenceServer';

let server: ReferenceServer;

beforeAll(async () => {
  server = await startReferenceServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('auth', () => {
  it('signs in, stores the session and reads the current user', async () => {
    const client = server.client();
    const login = await client.auth.login({ username: 'admin', password: DEMO_PASSWORD });
    expect(login.access).toBeTruthy();
    expect(client.session.isAuthenticated).toBe(true);
    expect(client.session.user?.email).toBe(login.email);
    const user = await client.auth.currentUser();
    expect(user.username).toBe('admin');
    expect(user.permission_type).toBe('company_admin');
  });

  it('refuses a wrong password with the catalogue message and no refresh', async () => {
    const client = server.client();
    const error = (await client.auth
      .login({ username: 'admin', password: 'wrong-password' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid or no response from server');
    expect(error.status).toBe(401);
    expect(client.session.isAuthenticated).toBe(false);
    expect(client.unauthorized).toBe(0);
  });

  it('keeps tenants apart: demo tokens are refused by acme', async () => {
    const demo = await signedIn(server, 'admin', 'demo');
    const acme = await signedIn(server, 'admin', 'acme');
    expect((await acme.auth.currentUser()).email).not.toBe((await demo.auth.currentUser()).email);
    const intruder = server.client({ tenant: 'acme' });
    intruder.session.setTokens(demo.session.accessToken ?? '', demo.session.refreshToken ?? '');
    await expect(intruder.auth.currentUser()).rejects.toMatchObject({ status: 401 });
    expect(intruder.unauthorized).toBe(1);
    expect(demo.session.isAuthenticated).toBe(true);
  });

  it('refreshes an expired access token and replays the call', async () => {
    const client = await signedIn(server, 'operator');
    const before = client.session.accessToken;
    const start = server.clock.now;
    try {
      server.clock.now = new Date(start.getTime() + 20 * 60 * 1000); // access tokens live 15 min
      const user = await client.auth.currentUser();
      expect(user.username).toBe('operator');
      expect(client.session.accessToken).not.toBe(before);
      expect(client.unauthorized).toBe(0);
    } finally {
      server.clock.now = start;
    }
  });

  it('shares one refresh among concurrent calls with an expired token', async () => {
    const client = await signedIn(server, 'manager');
    const start = server.clock.now;
    try {
      server.clock.now = new Date(start.getTime() + 20 * 60 * 1000);
      const users = await Promise.all([
        client.auth.currentUser(),
        client.auth.currentUser(),
        client.auth.currentUser(),
      ]);
      expect(users.map((user) => user.username)).toEqual(['manager', 'manager', 'manager']);
    } finally {
      server.clock.now = start;
    }
  });

  it('logs out: the server revokes the refresh token, so the session cannot be renewed', async () => {
    const client = await signedIn(server, 'spectator');
    const refresh = client.session.refreshToken;
    const access = client.session.accessToken;
    await client.auth.logout();
    expect(client.session.isAuthenticated).toBe(false);
    expect(client.session.user).toBeNull();
    // A second client holding the old tokens is refused and signed out.
    const stale = server.client();
    stale.session.setTokens(access ?? '', refresh ?? '');
    await expect(stale.auth.currentUser()).rejects.toMatchObject({ status: 401 });
    expect(stale.unauthorized).toBe(1);
    expect(stale.session.isAuthenticated).toBe(false);
  });

  it('edits the profile names and keeps the stored user in step', async () => {
    const client = await signedIn(server, 'manager');
    const original = await client.auth.currentUser();
    const updated = await client.auth.updateUser({ first_name: 'Milena', last_name: 'Jovanović' });
    expect(updated).toMatchObject({ first_name: 'Milena', last_name: 'Jovanović' });
    expect(client.session.user).toMatchObject({ first_name: 'Milena', last_name: 'Jovanović' });
    await client.auth.updateUser({
      first_name: original.first_name,
      last_name: original.last_name,
    });
  });

  it('reports the first field message of a refused password change', async () => {
    const client = await signedIn(server, 'operator');
    const error = (await client.auth
      .changePassword({
        old_password: DEMO_PASSWORD,
        new_password1: 'short',
        new_password2: 'short',
      })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.firstMessage('An unexpected error occurred')).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('asks for a password reset without a session and refuses a bad reset link', async () => {
    const client = server.client();
    await expect(client.auth.requestPasswordReset('nobody@example.com')).resolves.toMatchObject({
      detail: 'Password reset instructions have been sent to your email.',
    });
    const error = (await client.auth
      .confirmPasswordReset({
        uid: 'MQ',
        token: 'not-a-token',
        new_password1: 'Valid#Pass1',
        new_password2: 'Valid#Pass1',
      })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors)).toContain('token');
  });
});
