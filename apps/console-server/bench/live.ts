/**
 * Fan-out of live events (issue 24; `pnpm --filter @hvac/console-server bench:live`): starts the
 * reference server as a child process (PGlite, demo data, neither emulator nor poller), opens
 * LIVE_STREAMS (default 2,000) event streams of one tenant from this process, then publishes
 * LIVE_EVENTS (default 20) alarm entries one after another and prints, over every stream and event, how long each event took from
 * the moment it was published to its arrival on the stream (p50, p99, max), and the server's extra
 * resident memory for the open streams. With DATABASE_URL (PostgreSQL) this process publishes each event
 * itself with NOTIFY, as another instance would, and the clock starts there; on PGlite an alarm entry
 * is created through the API and the clock starts when that request is sent (its own handling counted).
 * Targets: p99 ≤ 100 ms, extra memory ≤ 200 MB. The baseline of the same run: the publishing statement's
 * (or request's) own answer time. `--smoke` (or BENCH_SMOKE=1): 32 streams, 3 events, short pauses; the
 * figures are printed but not held to the targets (CI's check that the benchmark still runs).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PACKAGE_DIR } from '../src/config';

const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const STREAMS = SMOKE ? 32 : Number(process.env.LIVE_STREAMS) || 2_000;
const EVENTS = SMOKE ? 3 : Number(process.env.LIVE_EVENTS) || 20;
/** Pause for the server to settle (memory, warm-up) before a reading. */
const PAUSE_MS = SMOKE ? 300 : 2_000;
const PER_SESSION = 16;
const USERS = ['admin', 'manager', 'operator', 'spectator'];

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

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function call(
  port: number,
  method: string,
  path: string,
  token?: string,
  json?: unknown,
): Promise<{ status: number; body: unknown }> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          host: `demo.localhost:${port}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const ENTRY = /"type":"alarm\.raised"[^\n]*"entry":(\d+)/g;

/**
 * Opens a stream over a bare socket (the least work per delivery on this side, so that the figures are
 * the server's): `onEntry(entryId, at)` runs when an alarm.raised event arrives on it.
 */
function openStream(
  port: number,
  token: string,
  onEntry: (entry: number, at: number) => void,
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    let ready = false;
    socket.once('connect', () => {
      socket.write(
        `GET /events/stream/ HTTP/1.1\r\nHost: demo.localhost:${port}\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      );
    });
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      const at = performance.now();
      const text = chunk.toString('latin1');
      if (!ready) {
        if (!text.startsWith('HTTP/1.1 200')) {
          reject(new Error(`stream answered ${text.slice(0, 12)}`));
          socket.destroy();
          return;
        }
        if (text.includes('event: ready')) {
          ready = true;
          resolve(() => socket.destroy());
        }
        return;
      }
      for (const match of text.matchAll(ENTRY)) onEntry(Number(match[1]), at);
    });
  });
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-live-'));
  // One process (node --import tsx), so that its resident memory is the server's.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@hvac/source', 'src/main.ts'],
    {
      cwd: PACKAGE_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '1',
        SIMULATOR: '0',
        POLLER: '0',
        LOG_LEVEL: 'warn',
        // The fan-out is measured with many streams of a few demo users, beyond the per-user default.
        LIVE_STREAMS_PER_USER: String(STREAMS),
        LIVE_STREAMS_PER_TENANT: String(Math.max(STREAMS, 2_000)),
        DATABASE_URL: databaseUrl ?? '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await call(port, 'GET', '/health/')).status === 200) break;
      } catch {
        // not listening yet
      }
      // Five minutes: a first start on a loaded machine is slow, not broken; one that died is.
      if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
      if (attempt > 3_000) throw new Error('the server did not start');
      await settle(100);
    }
    const sessions = Math.ceil(STREAMS / PER_SESSION);
    const tokens: string[] = [];
    for (let index = 0; index < sessions; index += 1) {
      const username = USERS[index % USERS.length];
      const login = await call(port, 'POST', '/authentication/login/', undefined, {
        username,
        password: 'Demo#2026',
      });
      if (login.status !== 200) throw new Error(`login: ${login.status}`);
      tokens.push((login.body as { access: string }).access);
    }
    const admin = tokens[0];
    // A project of the demo with an alarm rule: entries created by hand are the events.
    let project = 0;
    let configuration = 0;
    const projects = await call(port, 'GET', '/projects/?page_size=100', admin);
    for (const { id } of (projects.body as { results: { id: number }[] }).results) {
      const rules = await call(port, 'GET', `/alerts/configurations/${id}/?page_size=1`, admin);
      const first = (rules.body as { results?: { id: number }[] }).results?.[0];
      if (first) {
        project = id;
        configuration = first.id;
        break;
      }
    }
    if (!configuration) throw new Error('no project of the demo has an alarm rule');

    // A warm-up event (first calls compile code paths), then the server's memory without streams.
    await call(port, 'POST', `/alerts/entries/${project}/`, admin, {
      alarm_configuration: configuration,
      triggered_value: 1,
    });
    await settle(PAUSE_MS);
    const before = residentMb(child.pid as number);

    const arrivals = new Map<number, number[]>();
    const onEntry = (entry: number, at: number) => {
      let list = arrivals.get(entry);
      if (!list) {
        list = [];
        arrivals.set(entry, list);
      }
      list.push(at);
    };
    const closers: (() => void)[] = [];
    const opening = performance.now();
    for (let batch = 0; batch < STREAMS; batch += 100) {
      const size = Math.min(100, STREAMS - batch);
      closers.push(
        ...(await Promise.all(
          Array.from({ length: size }, (_, index) =>
            openStream(port, tokens[Math.floor((batch + index) / PER_SESSION)], onEntry),
          ),
        )),
      );
    }
    const openedMs = performance.now() - opening;
    await settle(PAUSE_MS);
    const withStreams = residentMb(child.pid as number);

    const latencies: number[] = [];
    const spreads: number[] = [];
    const answers: number[] = [];
    let lost = 0;
    // On PostgreSQL this process publishes as another instance would (NOTIFY), so the clock starts at
    // the publication itself; on PGlite it starts when the request that publishes is sent.
    const notifier = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
    await notifier?.connect();
    for (let index = 0; index < EVENTS; index += 1) {
      let entry: number;
      let sent: number;
      if (notifier) {
        entry = 900_000 + index;
        const message = {
          kind: 'event',
          tenant: 'demo',
          event: { id: `bench-${index}`, type: 'alarm.raised', project, device: 1, entry },
        };
        sent = performance.now();
        await notifier.query('SELECT pg_notify($1, $2)', ['hvac_events', JSON.stringify(message)]);
        answers.push(performance.now() - sent);
      } else {
        sent = performance.now();
        const created = await call(port, 'POST', `/alerts/entries/${project}/`, admin, {
          alarm_configuration: configuration,
          triggered_value: 100 + index,
        });
        answers.push(performance.now() - sent);
        entry = (created.body as { id: number }).id;
      }
      for (let wait = 0; wait < 100 && (arrivals.get(entry)?.length ?? 0) < STREAMS; wait += 1)
        await settle(20);
      const times = arrivals.get(entry) ?? [];
      lost += STREAMS - times.length;
      for (const at of times) latencies.push(at - sent);
      if (times.length > 0) spreads.push(Math.max(...times) - Math.min(...times));
      await settle(100);
    }
    for (const close of closers) close();
    await notifier?.end();

    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `Live fan-out: ${STREAMS} streams of one tenant, ${EVENTS} events; ${cpus().length} cores, load ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log(`  streams opened in ${ms(openedMs)}`);
    console.log(
      `  event → stream, over ${latencies.length} deliveries: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)} (target p99 ≤ 100 ms)${lost > 0 ? `; ${lost} NOT DELIVERED` : ''}`,
    );
    spreads.sort((a, b) => a - b);
    console.log(
      `  first → last stream of one event: p50 ${ms(percentile(spreads, 50))}, max ${ms(spreads.at(-1) ?? 0)}`,
    );
    console.log(
      `  baseline, ${databaseUrl ? 'the NOTIFY statement' : "the publishing request's own answer"}: p50 ${ms(percentile(answers, 50))}, p99 ${ms(percentile(answers, 99))}; fan-out p99 / answer p50 = ${(percentile(latencies, 99) / percentile(answers, 50)).toFixed(1)}`,
    );
    console.log(
      `  server memory (RSS): ${before.toFixed(0)} MB without streams, ${withStreams.toFixed(0)} MB with them: +${(withStreams - before).toFixed(0)} MB (target ≤ 200 MB), ${(((withStreams - before) * 1024) / STREAMS).toFixed(1)} kB a stream`,
    );
    const missed = percentile(latencies, 99) > 100 || withStreams - before > 200;
    if (lost > 0 || (missed && !SMOKE)) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    agent.destroy();
    await settle(500);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
