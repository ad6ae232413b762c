import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import { buildServer } from '../src/app';
import type { BuildServerOptions } from '../src/app';
import { createDatabase, migrate } from '../src/db';
import type { Database } from '../src/db';
import { DEMO_DEVICE_NETWORKS } from '../src/modbus/networks';
import { databaseEmulator } from '../src/emulator/database';
import type { Emulator } from '../src/emulator/emulator';
import { freePort } from './modbus';
import { seedDemo } from '../src/seed';

export const PASSWORDS = { demo: 'Demo#2026', acme: 'Acme#2026' } as const;
/** The development outbox's switch and secret in tests (DEV_OUTBOX_TOKEN). */
export const TEST_OUTBOX_TOKEN = 'test-outbox-token-0123456789';
export type TenantId = keyof typeof PASSWORDS;
export type DemoUser = 'admin' | 'manager' | 'operator' | 'spectator' | 'root';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  /** Injects a request with Host `{tenant}.localhost` (default demo) and, with `token`, a bearer header. */
  request(
    options: InjectOptions & { tenant?: string; token?: string },
  ): Promise<LightMyRequestResponse>;
  /** The development outbox of a tenant (optionally only mail to `to`), newest first. */
  outbox(tenant?: string, to?: string): Promise<OutboxMail[]>;
  /** Signs in a demo user and answers its access token (cached per tenant and user). */
  token(tenant: TenantId, user: DemoUser): Promise<string>;
  /** Forgets the cached token of a user whose sessions a test ended (a permission change, a new password). */
  forgetToken(tenant: TenantId, user: DemoUser): void;
  /** With `emulator: true`: the demo's devices as a Modbus TCP server on loopback (the test's clock). */
  emulator: Emulator | undefined;
  /** Polls every device once through the server's poller (writes first) and waits for it. */
  poll(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The PostgreSQL server of the second test run (`pnpm run test:pg` sets CONSOLE_SERVER_TEST_DB=postgres
 * and needs TEST_DATABASE_URL); undefined in the normal run, which uses PGlite even when CI exports
 * TEST_DATABASE_URL for the whole pipeline.
 */
export function testDatabaseUrl(): string | undefined {
  if (process.env.CONSOLE_SERVER_TEST_DB !== 'postgres') return undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('test:pg needs TEST_DATABASE_URL (postgres://…)');
  return url;
}

const NEEDS_POSTGRES =
  'needs PostgreSQL: set TEST_DATABASE_URL=postgres://… and CONSOLE_SERVER_TEST_DB=postgres (pnpm run test:pg)';
let postgresSkipNoted = false;

/**
 * A describe block for tests that need PostgreSQL (several instances or processes sharing one
 * database, LISTEN/NOTIFY): run in the PostgreSQL run; in the PGlite run skipped under a name that
 * says what it needs, with one line on the console per test file saying so.
 */
export function describeWithPostgres(name: string, body: () => void): void {
  if (testDatabaseUrl()) {
    describe(name, body);
    return;
  }
  if (!postgresSkipNoted) {
    postgresSkipNoted = true;
    console.info(`skipped: ${name} (${NEEDS_POSTGRES})`);
  }
  describe.skip(`${name} (${NEEDS_POSTGRES})`, body);
}

/**
 * One server per test FILE: an in-memory PGlite (≈ 2.5 s to start), migrated and seeded once.
 * In the PostgreSQL run the file gets its own schema instead, dropped at the end.
 */
export async function createTestContext(
  options: Partial<
    Pick<
      BuildServerOptions,
      | 'now'
      | 'poller'
      | 'demo'
      | 'mailer'
      | 'notifications'
      | 'deviceNetworks'
      | 'modbus'
      | 'logStream'
      | 'rawReadWaitMs'
      | 'mqtt'
    >
  > & {
    seed?: boolean;
    /** The port the seeded demo devices point at (an emulator a test starts). */
    emulatorPort?: number;
    /** Start the demo's emulator on a free port, the seeded devices pointing at it. */
    emulator?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-server-test-'));
  const url = testDatabaseUrl();
  let schema: string | undefined;
  if (url) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  }
  const db = await createDatabase(url ? { url, schema } : { memory: true });
  await migrate(db);
  const now = options.now ?? (() => new Date());
  const emulatorPort = options.emulator ? await freePort() : options.emulatorPort;
  if (options.seed !== false) await seedDemo(db, { now: now(), dataDir, emulatorPort });
  let emulator: Emulator | undefined;
  if (options.emulator && emulatorPort) {
    emulator = databaseEmulator(db, { port: emulatorPort, now });
    await emulator.start();
  }
  const app = await buildServer({
    db,
    dataDir,
    demo: options.demo ?? true,
    poller: options.poller ?? false,
    now,
    secret: Buffer.from('test-secret-of-the-console-server'),
    devOutboxToken: TEST_OUTBOX_TOKEN,
    mailer: options.mailer,
    notifications: options.notifications,
    deviceNetworks: options.deviceNetworks ?? DEMO_DEVICE_NETWORKS,
    modbus: options.modbus,
    logStream: options.logStream,
    rawReadWaitMs: options.rawReadWaitMs,
    mqtt: options.mqtt,
    emulator,
  });
  await app.ready();

  const tokens = new Map<string, string>();
  const context: TestContext = {
    app,
    db,
    dataDir,
    request({ tenant = 'demo', token, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: {
          host: `${tenant}.localhost:8787`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      });
    },
    async outbox(tenant = 'demo', to) {
      const query = to ? `&to=${encodeURIComponent(to)}` : '';
      const response = await context.request({
        tenant,
        method: 'GET',
        url: `/dev/outbox/?token=${TEST_OUTBOX_TOKEN}${query}`,
      });
      if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode}`);
      return response.json<OutboxMail[]>();
    },
    async token(tenant, user) {
      const key = `${tenant}/${user}`;
      const cached = tokens.get(key);
      if (cached) return cached;
      const password = user === 'root' ? 'Root#2026' : PASSWORDS[tenant];
      const response = await context.request({
        tenant,
        method: 'POST',
        url: '/authentication/login/',
        payload: { username: user, password },
      });
      if (response.statusCode !== 200) {
        throw new Error(`login ${key} failed: ${response.statusCode} ${response.body}`);
      }
      const access = response.json<{ access: string }>().access;
      tokens.set(key, access);
      return access;
    },
    forgetToken(tenant, user) {
      tokens.delete(`${tenant}/${user}`);
    },
    emulator,
    poll: () => app.poller.pollAll(),
    async close() {
      await app.close();
      await emulator?.stop();
      await db.close();
      if (url && schema) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return context;
}

export interface MultipartFile {
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body for `context.request({ ...multipart(...) })`. */
export function multipart(
  fields: Record<string, string | number>,
  files: Record<string, MultipartFile> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
