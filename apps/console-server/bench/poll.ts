/**
 * Poll benchmark (`pnpm --filter @hvac/console-server run bench:poll`, on an otherwise idle machine):
 * 2,000 devices (heat pumps) behind 20 emulated gateways (another process, 100 unit ids each), polled
 * every 60 s by this process's poller with stored history (PGlite in memory, or DATABASE_URL). After
 * BENCH_DURATION seconds (default 150: the first polls spread over a minute, then whole intervals) it
 * prints `poll-bench devices=2000 lag-p99-ms=<n> cpu-share=<x>` (lag: from when a poll was due to its
 * values stored; cpu-share: this process's CPU time over the wall time, 1 = one core) and the missed
 * polls (devices polled fewer times than the intervals that passed). Target: lag p99 ≤ 2,000 ms and no
 * missed poll, with the history inserts keeping up. `--smoke` (or BENCH_SMOKE=1): 20 devices behind 2
 * gateways polled every 10 s (the least a device may have) for 6 s, compaction every 3 s; it fails only
 * when a poll fails or none ran.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrate } from '../src/db';
import { DeviceNetworks } from '../src/modbus/networks';
import { performance } from 'node:perf_hooks';
import { HistoryStore } from '../src/history/store';
import { DeviceLink } from '../src/devices/link';
import { Poller } from '../src/poller/poller';
import { insertDevice } from '../src/devices/repository';
import { seedDemo } from '../src/seed';

const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const DEVICES = SMOKE ? 20 : Number(process.env.BENCH_DEVICES ?? 2000);
const GATEWAYS = SMOKE ? 2 : 20;
const INTERVAL_S = SMOKE ? 10 : 60;
const DURATION_S = SMOKE ? 6 : Number(process.env.BENCH_DURATION ?? 150);
/** The history's compaction runs this often beside the polls (every five minutes in the server). */
const COMPACT_MS = SMOKE ? 3_000 : 60_000;

/** A run of `count` free consecutive ports on loopback. */
async function freePorts(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let base = 21_000 + Math.floor(Math.random() * 20_000); ; base += count) {
    let ok = true;
    for (let index = 0; index < count && ok; index += 1) ok = await free(base + index);
    if (ok) return base;
  }
}

const base = await freePorts(GATEWAYS);
const emulators = spawn(
  process.execPath,
  ['--conditions=@hvac/source', '--import', 'tsx', 'bench/pollEmulator.ts'],
  {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      BASE_PORT: String(base),
      GATEWAYS: String(GATEWAYS),
      UNITS: String(DEVICES / GATEWAYS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
// However this process ends (an error included), the emulators' process ends with it.
process.once('exit', () => emulators.kill('SIGTERM'));
await new Promise<void>((resolve, reject) => {
  emulators.stdout.on('data', (chunk: Buffer) => {
    if (String(chunk).includes('ready')) resolve();
  });
  emulators.once('exit', () => reject(new Error('the emulators stopped')));
});

const dataDir = mkdtempSync(join(tmpdir(), 'poll-bench-'));
const db = await createDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true },
);
await migrate(db);
await seedDemo(db, { now: new Date(), dataDir });
// Only the benchmark's devices: the demo's own would only fail (no emulator at their port).
await db.query(`DELETE FROM devices WHERE tenant_id IN ('demo', 'acme')`);
const project = await db.one<{ id: number }>(
  `SELECT id FROM projects WHERE tenant_id = 'demo' ORDER BY id LIMIT 1`,
);
if (!project) throw new Error('no demo project');
for (let index = 0; index < DEVICES; index += 1) {
  await insertDevice(db, 'demo', {
    projectId: project.id,
    unitId: `BENCH-${index}`,
    modelKey: 'daikin-altherma-3',
    deviceType: 'Heat pump',
    isSingleUnit: true,
    firmware: '2.4.0',
    connection: {
      host: '127.0.0.1',
      port: base + (index % GATEWAYS),
      unit: 1 + Math.floor(index / GATEWAYS),
      poll_interval: INTERVAL_S,
    },
    systems: [],
  });
}

const lags: number[] = [];
const polls = new Map<number, number>();
let failed = 0;
const history = new HistoryStore(db);
const poller = new Poller(db, {
  link: new DeviceLink(DeviceNetworks.parse('127.0.0.0/8')),
  history: (device, values, at) => history.record(device, values, at),
  onPolled: (device, ok, lag) => {
    lags.push(lag);
    polls.set(device.id, (polls.get(device.id) ?? 0) + 1);
    if (!ok) failed += 1;
  },
  onError: (error) => console.error(error),
});
const cpuBefore = process.cpuUsage();
const started = Date.now();
poller.start();
// The maintenance's compaction (every five minutes in the server) runs every minute here, beside the
// polls: how long it takes for every device and whether the polls' lag suffers from it.
const compactions: { ms: number; devices: number }[] = [];
let compacting: Promise<void> | undefined;
const compactTimer = setInterval(() => {
  if (compacting) return;
  const begun = performance.now();
  compacting = history
    .compact(new Date())
    .then((devices) => {
      compactions.push({ ms: performance.now() - begun, devices });
    })
    .finally(() => {
      compacting = undefined;
    });
}, COMPACT_MS);
await new Promise((resolve) => setTimeout(resolve, DURATION_S * 1000));
clearInterval(compactTimer);
await compacting;
const wall = Date.now() - started;
const cpu = process.cpuUsage(cpuBefore);
await poller.stop();

lags.sort((a, b) => a - b);
const p99 = lags.length > 0 ? lags[Math.min(lags.length - 1, Math.floor(lags.length * 0.99))] : NaN;
// A device whose first poll fell at `phase` in the first interval is due floor((wall - phase) / interval) + 1 times.
const expected = (id: number) => {
  const phase = (id * 7919) % (INTERVAL_S * 1000);
  return wall >= phase ? Math.floor((wall - phase) / (INTERVAL_S * 1000)) + 1 : 0;
};
const ids = await db.query<{ id: number }>(`SELECT id FROM devices WHERE tenant_id = 'demo'`);
// Allow the poll under way at the end (due within the last 2 s) not to be counted yet.
const missed = ids.filter(({ id }) => (polls.get(id) ?? 0) < expected(id) - 1).length;
const stored = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM device_history');
console.log(
  `poll-bench devices=${DEVICES} lag-p99-ms=${Math.round(p99)} cpu-share=${((cpu.user + cpu.system) / 1000 / wall).toFixed(2)}`,
);
console.log(
  `polls=${lags.length} failed=${failed} missed=${missed} history-rows=${stored?.n ?? 0} wall-s=${Math.round(wall / 1000)}`,
);
console.log(
  `compactions=${compactions.map((run) => `${run.devices}dev/${Math.round(run.ms)}ms`).join(',') || 'none'}`,
);
emulators.kill('SIGTERM');
await db.close();
rmSync(dataDir, { recursive: true, force: true });
// A smoke run checks that polling works at all; a full run's figures are read against the targets.
process.exit(SMOKE && (lags.length === 0 || failed > 0) ? 1 : 0);
