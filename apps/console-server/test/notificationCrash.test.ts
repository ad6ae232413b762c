import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config';
import { createDatabase, migrate } from '../src/db';
import { seedDemo } from '../src/seed';
import { testDatabaseUrl } from './helpers';
import { startHttpSink, startSmtpServer } from './notificationPeers';
import type { HttpSink, SmtpPeer } from './notificationPeers';

// Issue 25: kill -9 of the server during a burst of 100 alarms; after a restart every notification
// is delivered exactly once. PGlite in the normal run, PostgreSQL in test:pg.
const url = testDatabaseUrl();
const ALARMS = 100;
const VALUE_BASE = 5000;

interface Answer {
  status: number;
  body: unknown;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function call(
  port: number,
  method: string,
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `demo.localhost:${port}`,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting');
}

describe('kill -9 during a burst of alarms', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-crash-'));
  const secret = randomBytes(32).toString('hex');
  const database = `crash_${randomBytes(5).toString('hex')}`;
  let databaseUrl: string | undefined;
  let smtp: SmtpPeer;
  let sink: HttpSink;
  let child: ChildProcess | undefined;
  let port = 0;

  async function start(): Promise<void> {
    port = await freePort();
    const started = spawn(
      process.execPath,
      ['--conditions=@hvac/source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: PACKAGE_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
          SECRET_KEY: secret,
          DEMO: '0',
          SIMULATOR: '0',
          LOG_LEVEL: 'warn',
          SMTP_URL: smtp.url,
          WEBHOOK_NETWORKS: '127.0.0.0/8',
          NOTIFICATION_POLL_MS: '100',
          NOTIFICATION_LEASE_MS: '3000',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    child = started;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = await call(port, 'GET', '/health/').then(
        (answer) => answer.status,
        () => 0,
      );
      if (status === 200) return;
      if (started.exitCode !== null) throw new Error(`server exited with ${started.exitCode}`);
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  function killHard(): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sink = await startHttpSink();
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${database}`;
      databaseUrl = target.toString();
    }
    const db = await createDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: `${dataDir}/pglite` },
    );
    await migrate(db);
    await seedDemo(db, { now: new Date(), dataDir });
    await db.close();
    await start();
  }, 180_000);

  afterAll(async () => {
    await killHard();
    await sink.close();
    await smtp.close();
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('delivers every notification exactly once after a restart', async () => {
    const login = await call(port, 'POST', '/authentication/login/', {
      json: { username: 'admin', password: 'Demo#2026' },
    });
    const token = (login.body as { access: string }).access;
    const projects = await call(port, 'GET', '/projects/?page_size=1', { token });
    const projectId = (projects.body as { results: { id: number }[] }).results[0].id;
    const configurations = await call(port, 'GET', `/alerts/configurations/${projectId}/`, {
      token,
    });
    const configurationId = (configurations.body as { results: { id: number }[] }).results[0].id;
    for (const rule of [
      { channel: 'email', recipients: { emails: ['burst@example.com'] } },
      { channel: 'webhook', url: sink.url },
    ]) {
      const created = await call(port, 'POST', '/notifications/rules/', {
        token,
        json: {
          name: `Burst ${rule.channel}`,
          events: ['alarm_raised'],
          grouping_minutes: 0,
          ...rule,
        },
      });
      expect(created.status).toBe(201);
    }

    // The burst: 100 alarms, 8 at a time; the server is killed once deliveries are under way.
    const raise = (index: number) =>
      call(port, 'POST', `/alerts/entries/${projectId}/`, {
        token,
        json: { alarm_configuration: configurationId, triggered_value: VALUE_BASE + index },
      }).then(
        (answer) => answer.status,
        () => 0,
      );
    let next = 0;
    const burst = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < ALARMS) {
          const index = next;
          next += 1;
          if ((await raise(index)) === 0) return;
        }
      }),
    );
    await until(() => sink.hooks.length >= 10 && smtp.mails.length >= 10, 60_000);
    await killHard();
    await burst;
    const beforeKill = { hooks: sink.hooks.length, mails: smtp.mails.length, raised: next };

    await start();
    // Alarms whose request died with the server may or may not be stored: raise the missing ones.
    const values = async () => {
      const list = await call(
        port,
        'GET',
        `/alerts/entries/${projectId}/?page_size=100&ordering=-triggered_at`,
        { token },
      );
      return (list.body as { results: { id: number; triggered_value: number }[] }).results
        .filter((entry) => entry.triggered_value >= VALUE_BASE)
        .map((entry) => entry);
    };
    const stored = new Set((await values()).map((entry) => entry.triggered_value - VALUE_BASE));
    for (let index = 0; index < ALARMS; index += 1)
      if (!stored.has(index)) expect(await raise(index)).toBe(201);
    const entries = await values();
    expect(entries).toHaveLength(ALARMS);

    const entryIds = new Set(entries.map((entry) => entry.id));
    const hookEntries = () => sink.hooks.flatMap((hook) => hook.json.events.map((e) => e.entry_id));
    const mailEntries = () => smtp.mails.map((mail) => /= (\d+) /.exec(mail.text)?.[1]).map(Number);
    await until(
      () => new Set(hookEntries()).size >= ALARMS && new Set(mailEntries()).size >= ALARMS,
      90_000,
    );
    // Let any stray second copy arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // Every alarm exactly once per channel, by idempotency key: a webhook's id, a mail's Message-ID.
    const hooksById = new Map<string, number[]>();
    for (const hook of sink.hooks)
      hooksById.set(
        hook.json.id,
        hook.json.events.map((event) => event.entry_id ?? 0),
      );
    const deliveredEntries = [...hooksById.values()].flat().sort((a, b) => a - b);
    expect(deliveredEntries).toEqual([...entryIds].sort((a, b) => a - b));
    const mailsById = new Map(smtp.mails.map((mail) => [mail.messageId, mail]));
    const mailedValues = [...mailsById.values()]
      .map((mail) => Number(/= (\d+) /.exec(mail.text)?.[1]) - VALUE_BASE)
      .sort((a, b) => a - b);
    expect(mailedValues).toEqual(Array.from({ length: ALARMS }, (_, index) => index));
    // A copy may only come from a send that was under way at the kill (at most one batch of 8), and
    // then carries the same key, so the receiver can drop it.
    const copies = sink.hooks.length - hooksById.size + (smtp.mails.length - mailsById.size);
    expect(copies).toBeLessThanOrEqual(8);
    console.info(
      `crash test (${url ? 'PostgreSQL' : 'PGlite'}): before the kill ${beforeKill.mails} mails, ` +
        `${beforeKill.hooks} webhooks, ${beforeKill.raised} alarms requested; copies re-sent with the same key: ${copies}`,
    );
    const pending = await call(port, 'GET', '/notifications/deliveries/?status=pending', { token });
    expect((pending.body as { count: number }).count).toBe(0);
  }, 240_000);
});
