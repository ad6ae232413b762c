import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, loadMigrations, migrate } from '../src/db';
import { tenantFromHostname } from '../src/http';
import { createTestContext, testDatabaseUrl } from './helpers';
import type { TestContext } from './helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('tenancy', () => {
  it.each([
    ['acme.console.example.com', 'acme'],
    ['demo.localhost', 'demo'],
    ['localhost', 'demo'],
    ['127.0.0.1', 'demo'],
    ['[::1]', 'demo'],
    ['ACME.localhost.', 'acme'],
  ])('%s is tenant %s', (host, tenant) => {
    expect(tenantFromHostname(host)).toBe(tenant);
  });

  it('answers a public route for a known tenant and 404 for an unknown one', async () => {
    const ok = await context.request({ method: 'GET', url: '/health/', tenant: 'acme' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', tenant: 'acme' });
    const unknown = await context.request({ method: 'GET', url: '/health/', tenant: 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Unknown tenant.' });
    const bare = await context.app.inject({
      method: 'GET',
      url: '/health/',
      headers: { host: '127.0.0.1:8787' },
    });
    expect(bare.json()).toEqual({ status: 'ok', tenant: 'demo' });
  });

  it('closes every other route without a token (401 {detail}) and unknown paths too', async () => {
    const response = await context.request({ method: 'GET', url: '/projects/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
    const garbage = await context.request({
      method: 'GET',
      url: '/projects/',
      token: 'not.a.token',
    });
    expect(garbage.statusCode).toBe(401);
  });
});

describe('CORS', () => {
  it('answers the console’s preflight without credentials and reflects its origin', async () => {
    const preflight = await context.request({
      method: 'OPTIONS',
      url: '/projects/',
      headers: {
        origin: 'http://demo.localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://demo.localhost:5173');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
    const token = await context.token('demo', 'spectator');
    const actual = await context.request({
      method: 'GET',
      url: '/projects/',
      token,
      headers: { origin: 'http://demo.localhost:5173' },
    });
    expect(actual.headers['access-control-allow-origin']).toBe('http://demo.localhost:5173');
  });

  it('lets the console read a 401 (expired or invalid token), so its client can refresh and replay', async () => {
    const response = await context.request({
      method: 'GET',
      url: '/devices/slim/',
      token: 'not.a.token',
      headers: { origin: 'http://demo.localhost:5173' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe('http://demo.localhost:5173');
  });
});

describe('migrations', () => {
  it('are numbered uniquely and apply once', async () => {
    const migrations = loadMigrations();
    expect(migrations[0]).toMatchObject({ id: 1, name: 'initial' });
    expect(await migrate(context.db)).toEqual([]);
  });

  it('roll back as a whole when one fails', async () => {
    const url = testDatabaseUrl();
    const db = await createDatabase(url ? { url } : { memory: true });
    try {
      if (db.kind === 'pglite') {
        await expect(
          migrate(db, [
            { id: 1, name: 'good', sql: 'CREATE TABLE good_table (id int)' },
            { id: 2, name: 'bad', sql: 'CREATE TABLE broken (' },
          ]),
        ).rejects.toThrow();
        const tables = await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'good_table'");
        expect(tables).toHaveLength(0);
      }
    } finally {
      await db.close();
    }
  });
});
