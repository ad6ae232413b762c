import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config';
import { createDatabase, migrate } from '../src/db';
import { seedDemo } from '../src/seed';
import { testDatabaseUrl, describeWithPostgres } from './helpers';
import { freePort } from './modbus';

// Several server processes on one PostgreSQL (issue 15): a revocation on one holds on the other at
// once, and sign-in failures on one count on the other. Only in the PostgreSQL run (test:pg).
const url = testDatabaseUrl();

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

function call(
  port: number,
  method: string,
  path: string,
  options: { tenant?: string; token?: string; json?: unknown } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `${options.tenant ?? 'acme'}.localhost:${port}`,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function startServer(databaseUrl: string, secret: string): Promise<[ChildProcess, number]> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-instance-'));
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--conditions=@hvac/source', 'src/main.ts'],
    {
      cwd: PACKAGE_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SECRET_KEY: secret,
        DEMO: '0',
        SIMULATOR: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + 45_000;
  for (;;) {
    try {
      if ((await call(port, 'GET', '/health/')).status === 200) return [child, port];
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describeWithPostgres('several server processes on one PostgreSQL', () => {
  const database = `instances_${randomBytes(5).toString('hex')}`;
  let databaseUrl = '';
  const children: ChildProcess[] = [];
  let one = 0;
  let other = 0;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const target = new URL(url ?? '');
    target.pathname = `/${database}`;
    databaseUrl = target.toString();
    const db = await createDatabase({ url: databaseUrl });
    await migrate(db);
    await seedDemo(db, { now: new Date(), dataDir: mkdtempSync(join(tmpdir(), 'console-seed-')) });
    await db.close();
    const secret = randomBytes(32).toString('hex');
    const started = await Promise.all([
      startServer(databaseUrl, secret),
      startServer(databaseUrl, secret),
    ]);
    for (const [child] of started) children.push(child);
    [one, other] = started.map(([, port]) => port);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  const login = (port: number, username: string, password: string) =>
    call(port, 'POST', '/authentication/login/', { json: { username, password } });

  it('a logout on one process is refused on the other at once', async () => {
    const session = await login(one, 'operator', 'Acme#2026');
    expect(session.status).toBe(200);
    const access = String(session.body.access);
    expect((await call(other, 'GET', '/authentication/user/', { token: access })).status).toBe(200);
    expect((await call(one, 'GET', '/authentication/user/', { token: access })).status).toBe(200);
    expect(
      (await call(one, 'POST', '/authentication/logout/', { token: access, json: {} })).status,
    ).toBe(200);
    expect((await call(other, 'GET', '/authentication/user/', { token: access })).status).toBe(401);
  });

  it('a permission change on one process ends the sessions on the other at once', async () => {
    const adminToken = String((await login(one, 'admin', 'Acme#2026')).body.access);
    const manager = await login(other, 'manager', 'Acme#2026');
    const managerToken = String(manager.body.access);
    const before = await call(other, 'GET', '/authentication/user/', { token: managerToken });
    expect(before.body.permission_type).toBe('company_manager');
    const changed = await call(one, 'PATCH', `/users/${Number(manager.body.id)}/`, {
      token: adminToken,
      json: { permission_type: 'company_spectator' },
    });
    expect(changed.status).toBe(200);
    // The change ends the user's sessions, on the other process too; a new sign-in has the new type.
    const after = await call(other, 'GET', '/authentication/user/', { token: managerToken });
    expect(after.status).toBe(401);
    const again = await login(other, 'manager', 'Acme#2026');
    expect(again.body.permission_type).toBe('company_spectator');
  });

  it('counts sign-in failures of both processes together', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const port = attempt % 2 === 0 ? one : other;
      expect((await login(port, 'spectator', `Wrong#${attempt}`)).status).toBe(401);
    }
    expect((await login(one, 'spectator', 'Acme#2026')).status).toBe(429);
    expect((await login(other, 'spectator', 'Acme#2026')).status).toBe(429);
  });

  it('a reused refresh token ends the session on both', async () => {
    const session = await login(one, 'admin', 'Acme#2026');
    const refresh = String(session.body.refresh);
    const rotated = await call(other, 'POST', '/authentication/token/refresh/', {
      json: { refresh },
    });
    expect(rotated.status).toBe(200);
    const access = String(rotated.body.access);
    expect(
      (await call(one, 'POST', '/authentication/token/refresh/', { json: { refresh } })).status,
    ).toBe(401);
    expect((await call(other, 'GET', '/authentication/user/', { token: access })).status).toBe(401);
  });
});
