import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config';
import { createDatabase, migrate } from '../src/db';
import type { Database } from '../src/db';
import { databaseEmulator } from '../src/emulator/database';
import type { Emulator } from '../src/emulator/emulator';
import { seedDemo } from '../src/seed';
import { testDatabaseUrl, describeWithPostgres } from './helpers';
import { freePort } from './modbus';

// Two server processes polling one PostgreSQL's devices (leases in device_status): disjoint sets, and
// after `kill -9` of the one that polls, the other takes its devices over within two poll intervals;
// no acknowledged write and no stored poll is lost. Only in the PostgreSQL run (test:pg).
const url = testDatabaseUrl();
const INTERVAL_S = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(databaseUrl: string, name: string): Promise<[ChildProcess, number]> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-poller-'));
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
        SECRET_KEY: randomBytes(32).toString('hex'),
        DEMO: '0',
        SIMULATOR: '0',
        POLLER: '1',
        POLLER_INSTANCE: name,
        DEVICE_NETWORKS: '127.0.0.0/8',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  );
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return [child, port];
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    await sleep(250);
  }
}

describeWithPostgres('two server processes polling one PostgreSQL', () => {
  const database = `pollers_${randomBytes(5).toString('hex')}`;
  let db: Database;
  let emulator: Emulator;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const target = new URL(url ?? '');
    target.pathname = `/${database}`;
    db = await createDatabase({ url: target.toString() });
    await migrate(db);
    const emulatorPort = await freePort();
    await seedDemo(db, {
      now: new Date(),
      dataDir: mkdtempSync(join(tmpdir(), 'console-seed-')),
      emulatorPort,
    });
    await db.query('UPDATE devices SET poll_interval = $1', [INTERVAL_S]);
    emulator = databaseEmulator(db, { port: emulatorPort });
    await emulator.start();
    for (const started of await Promise.all([
      startServer(target.toString(), 'one'),
      startServer(target.toString(), 'two'),
    ]))
      children.push(started[0]);
  }, 240_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await emulator?.stop();
    await db?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  const owners = () =>
    db.query<{ device_id: number; lease_owner: string | null; last_seen: Date | null }>(
      'SELECT device_id, lease_owner, last_seen FROM device_status ORDER BY device_id',
    );

  it('poll disjoint sets; after kill -9 of the poller the other takes over within two intervals, losing nothing', async () => {
    const devices = await db.query<{ id: number }>('SELECT id FROM devices ORDER BY id');
    // Every device polled, each by one instance.
    for (let attempt = 0; ; attempt += 1) {
      const rows = await owners();
      if (rows.length === devices.length && rows.every((row) => row.lease_owner && row.last_seen))
        break;
      if (attempt > 120) throw new Error('the devices were not all polled');
      await sleep(500);
    }
    // Each takes its share: both instances poll, disjoint sets (one owner per device).
    let before = await owners();
    const shared = (rows: typeof before) =>
      rows.every((row) => row.lease_owner !== null) &&
      new Set(rows.map((row) => row.lease_owner)).size === 2;
    for (let attempt = 0; !shared(before); attempt += 1) {
      if (attempt > 60) throw new Error('the second instance never took a share');
      await sleep(500);
      before = await owners();
    }
    const holders = new Set(before.map((row) => row.lease_owner));
    expect(holders).toEqual(new Set(['one', 'two']));
    expect(before.map((row) => row.device_id)).toEqual(devices.map((device) => device.id));

    // A write acknowledged just before the kill, and the polls stored until then.
    const [device] = devices;
    const user = await db.one<{ id: number; project_id: number }>(
      `SELECT u.id, d.project_id FROM users u JOIN devices d ON d.tenant_id = u.tenant_id
          WHERE d.id = $1 ORDER BY u.id LIMIT 1`,
      [device.id],
    );
    const write = await db.one<{ id: number }>(
      `WITH command AS (
         INSERT INTO device_commands (tenant_id, device_id, function_code, register, raw_value, created_at)
           SELECT tenant_id, id, 5, 0, 0, now() FROM devices WHERE id = $1 RETURNING id)
       INSERT INTO change_log_entries (tenant_id, project_id, device_id, user_id, action, param_name, data,
                                       command_id)
         SELECT d.tenant_id, d.project_id, d.id, $2, 'single-coil-write', 'Remote lock', '[0, 0]'::jsonb, command.id
           FROM devices d, command WHERE d.id = $1 RETURNING id`,
      [device.id, user?.id ?? null],
    );
    const storedBefore = await db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM device_history',
    );

    // kill -9 of a process that holds leases (the first to claim took them all).
    const victim = holders.has('one') ? children[0] : children[1];
    const killedAt = Date.now();
    victim.kill('SIGKILL');
    await new Promise((resolve) => victim.once('exit', resolve));

    // Within two poll intervals every device is polled again (by the survivor).
    for (;;) {
      const rows = await owners();
      const fresh = rows.filter(
        (row) => row.last_seen !== null && row.last_seen.getTime() > killedAt + 100,
      );
      if (fresh.length === devices.length) break;
      expect(Date.now() - killedAt).toBeLessThan(2 * INTERVAL_S * 1000 + 8000);
      await sleep(500);
    }
    const after = await owners();
    expect(new Set(after.map((row) => row.lease_owner))).toEqual(
      new Set([holders.has('one') ? 'two' : 'one']),
    );
    const storedAfter = await db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM device_history',
    );
    expect(storedAfter?.n ?? 0).toBeGreaterThan(storedBefore?.n ?? 0);
    // The acknowledged write reached an end (sent by whichever instance held the device).
    for (let attempt = 0; ; attempt += 1) {
      const entry = await db.one<{ status: string }>(
        'SELECT status FROM change_log WHERE id = $1',
        [write?.id],
      );
      if (entry?.status !== 'incomplete') {
        expect(['complete', 'failed']).toContain(entry?.status);
        break;
      }
      if (attempt > 60) throw new Error('the acknowledged write was lost');
      await sleep(500);
    }
  }, 180_000);
});
