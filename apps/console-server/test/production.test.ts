import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { createTenant } from '../src/cli/createTenant';
import { loadConfig, PACKAGE_DIR } from '../src/config';
import { createTestContext } from './helpers';
import type { TestContext } from './helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ seed: false, demo: false });
});
afterAll(async () => {
  await context.close();
});

describe('create-tenant (production without demo data)', () => {
  const tenant = {
    id: 'newco',
    name: 'New Co d.o.o.',
    adminEmail: 'it@newco.example',
    adminUsername: 'admin',
    adminPassword: 'Strong#Start2026',
  };

  it('creates a tenant whose admin can sign in and manage users', async () => {
    await createTenant(context.db, tenant);
    const login = await context.request({
      tenant: 'newco',
      method: 'POST',
      url: '/authentication/login/',
      payload: { username: 'admin', password: tenant.adminPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      email: 'it@newco.example',
      permission_type: 'company_admin',
      is_company_admin: true,
    });
    const users = await context.request({
      tenant: 'newco',
      method: 'GET',
      url: '/users/',
      token: login.json<{ access: string }>().access,
    });
    expect(users.statusCode).toBe(200);
  });

  it('refuses an existing tenant, a bad id and a weak password', async () => {
    await expect(createTenant(context.db, tenant)).rejects.toThrow(/exists already/);
    await expect(createTenant(context.db, { ...tenant, id: 'Bad_Id' })).rejects.toThrow();
    await expect(
      createTenant(context.db, { ...tenant, id: 'other', adminPassword: 'short' }),
    ).rejects.toThrow();
  });
});

describe('production start: the built console and the API on one port', () => {
  it('serves the console on the console’s hosts and the API on the API’s', async () => {
    const base = mkdtempSync(join(tmpdir(), 'console-dist-'));
    const dist = join(base, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>HVAC console</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1);');
    writeFileSync(join(dist, '..', 'outside.txt'), 'secret');
    const app = await buildServer({
      db: context.db,
      dataDir: context.dataDir,
      demo: false,
      secret: context.app.secret,
      staticDir: dist,
      consoleUrl: 'https://{tenant}.console.example.com',
      apiDomain: 'api.example.com',
    });
    try {
      const get = (host: string, url: string, method: 'GET' | 'POST' = 'GET') =>
        app.inject({ method, url, headers: { host } });
      const page = await get('newco.console.example.com', '/projects/12/?tab=alarms');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('HVAC console');
      const asset = await get('newco.console.example.com', '/assets/app-1234.js');
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await get('newco.console.example.com', '/assets/missing.js')).statusCode).toBe(404);
      for (const path of [
        '/../outside.txt',
        '/%2e%2e/outside.txt',
        '/assets/..%2f..%2foutside.txt',
      ]) {
        expect((await get('newco.console.example.com', path)).body).not.toContain('secret');
      }
      expect((await get('newco.console.example.com', '/x', 'POST')).statusCode).toBe(405);
      const api = await get('newco.api.example.com', '/health/');
      expect(api.json()).toEqual({ status: 'ok', tenant: 'newco' });
      expect((await get('evil.example', '/')).statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('production start: TRUST_PROXY trusts named proxies only', () => {
  const STRONG = 'Zq7+Lw2/Tn9Kc4Vb8Xm3Rd6Hs1Pf5Gj0Ya_Ue-';
  const production = (TRUST_PROXY: string) => () =>
    loadConfig({ NODE_ENV: 'production', SECRET_KEY: STRONG, TRUST_PROXY });
  const development = (TRUST_PROXY: string) => () => loadConfig({ TRUST_PROXY });

  it('refuses every value that trusts anyone, each with a sentence that says why', () => {
    const refusals: [string, RegExp][] = [
      ['true', /TRUST_PROXY=true trusts X-Forwarded-For from anyone/],
      ['hops:1', /TRUST_PROXY=hops:1 trusts the X-Forwarded-For of whoever connects/],
      ['hop:3', /whoever connects/],
      ['0.0.0.0/0', /"0\.0\.0\.0\/0" covers every address/],
      ['::/0', /"::\/0" covers every address/],
      ['10.0.0.2, 0.0.0.0/0', /"0\.0\.0\.0\/0" covers every address/],
      ['0.0.0.0/1', /"0\.0\.0\.0\/1" covers far more than a proxy network/],
      ['128.0.0.0/0.0.0.0', /covers every address|far more than a proxy network/],
      ['::ffff:0:0/96', /"::ffff:0:0\/96" covers far more than a proxy network/],
      ['2000::/3', /far more than a proxy network/],
    ];
    for (const [value, message] of refusals) expect(production(value), value).toThrow(message);
  });

  it('refuses malformed values in every mode with a message instead of a TypeError', () => {
    for (const value of [
      '10.0.0.300',
      '10.0.0.0/33',
      '10.0.0.0/x',
      '10.0.0.0/255.0.255.0',
      'proxy.example.com',
      '::1/129',
      '0.0.0.0/0',
    ]) {
      for (const load of [production(value), development(value)]) {
        expect(load, value).toThrow(/^TRUST_PROXY: .+; it takes proxy addresses or CIDR ranges/);
        expect(load, value).not.toThrow(TypeError);
      }
    }
  });

  it('takes proxy addresses, their networks and the named private ranges, and starts with them', async () => {
    for (const value of [
      '10.0.0.2',
      '10.0.0.2,10.0.0.3',
      '10.0.0.0/24',
      '10.0.0.0/8',
      '172.16.0.0/255.240.0.0',
      'fd00::/8',
      'fc00::/7',
      '::ffff:10.0.0.0/104',
      'loopback, uniquelocal',
    ]) {
      const { trustProxy } = production(value)();
      expect(Array.isArray(trustProxy), value).toBe(true);
      const app = await buildServer({
        db: context.db,
        dataDir: context.dataDir,
        demo: false,
        secret: context.app.secret,
        trustProxy,
      });
      await app.ready();
      await app.close();
    }
    // Development keeps the loose forms for a proxy on the developer's machine.
    expect(development('true')().trustProxy).toBe(true);
    expect(typeof development('hops:1')().trustProxy).toBe('function');
  });

  it('the real production start refuses 0.0.0.0/0 with the sentence, not a TypeError', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', '--conditions=@hvac/source', 'src/main.ts'],
      {
        cwd: PACKAGE_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SECRET_KEY: STRONG,
          TRUST_PROXY: '0.0.0.0/0',
          PORT: '0',
          DATABASE_URL: '',
        },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'Configuration: TRUST_PROXY: "0.0.0.0/0" covers every address, so anyone could choose their address',
    );
    expect(result.stderr).not.toContain('TypeError');
  });
});

describe('scale seed (SEED_SCALE=large, seed:large)', () => {
  it('builds the large tenant with generate_series, once, and its lists page through it', async () => {
    const { seedLarge, LARGE_PASSWORD } = await import('../src/seed/large');
    const sizes = {
      projects: 20,
      devices: 60,
      alarmConfigurations: 60,
      alarmEntries: 3_000,
      changeLog: 500,
    };
    expect((await seedLarge(context.db, new Date(), sizes)).seeded).toBe(true);
    expect((await seedLarge(context.db, new Date(), sizes)).seeded).toBe(false);
    const login = await context.request({
      tenant: 'bigco',
      method: 'POST',
      url: '/authentication/login/',
      payload: { username: 'admin', password: LARGE_PASSWORD },
    });
    const token = login.json<{ access: string }>().access;
    const count = async (url: string) =>
      (await context.request({ tenant: 'bigco', method: 'GET', url, token })).json<{
        count: number;
      }>().count;
    expect(await count('/projects/')).toBe(20);
    expect(await count('/devices/slim/')).toBe(60);
    expect(await count('/alerts/entries/?search=Tank&ordering=-triggered_at')).toBe(1_000);
    expect(await count('/alerts/entries/')).toBe(3_000);
    const project = await context.db.one<{ id: number; n: number }>(
      "SELECT project_id AS id, count(*)::int AS n FROM change_log_entries WHERE tenant_id = 'bigco' GROUP BY 1 LIMIT 1",
    );
    expect(await count(`/projects/${project?.id}/change_log/`)).toBe(project?.n);
  });
});
