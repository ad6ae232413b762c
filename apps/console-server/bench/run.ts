/**
 * Benchmark of the reference server (`pnpm --filter @hvac/console-server bench`): starts the server in
 * this process on loopback with the demo data (PGlite in memory, or PostgreSQL with DATABASE_URL), drives
 * it from another process and prints p50, p99 and requests/s per scenario. A scenario with a rate runs on
 * the paced generator (paced.ts: steady arrivals, latency counted from when each request was due); the
 * write scenario also runs on autocannon's per-second quota, which sends each second's requests at once.
 * Targets on a 2-core machine: list calls p99 ≤ 50 ms at 200 requests/s; the 90-day 6-header graph
 * from stored history (BENCH_HISTORY_DEVICES, default 200 devices with 90 days stored each)
 * p99 ≤ 250 ms; parameter writes p99 ≤ 100 ms at 200 requests/s on 50 connections; /health/ p99 ≤ 100 ms
 * while 12-header 90-day graphs are built. BENCH_DURATION (seconds, default 10) shortens or lengthens every scenario;
 * BENCH_ONLY (a piece of a scenario's name, e.g. `write` or `health`) runs only the scenarios whose name has it.
 * `--smoke` (or BENCH_SMOKE=1): every scenario for one second without warm-up, the demo's devices with
 * 2 days of history, two 1 MB uploads; figures printed but not worth reading (CI's check that it runs).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../src/app';
import { createDatabase, migrate } from '../src/db';
import { seedDemo } from '../src/seed';
import { storeBenchHistory } from './history';
import { runPaced } from './paced';

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Requests per second in total; undefined: as fast as the connections go. */
  rate?: number;
  connections: number;
  target: number;
  /**
   * With a rate: autocannon's per-second quota (each connection sends its share at once when a second
   * starts) instead of the paced generator's steady arrivals. A harsher load than the rate says.
   */
  bursts?: boolean;
  /** Turn the graph cache off (as GRAPH_CACHE=0 does) for this scenario. */
  uncached?: boolean;
}

const smoke = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const duration = smoke ? 1 : Number(process.env.BENCH_DURATION) || 10;
/** Untimed seconds before each scenario's measure. */
const warmUp = smoke ? 0 : 2;
const now = new Date();
const dataDir = mkdtempSync(join(tmpdir(), 'console-server-bench-'));
// PGlite in memory by default; DATABASE_URL (postgres://…, a database of its own: the demo is seeded into it) measures PostgreSQL.
const databaseUrl = process.env.DATABASE_URL;
const db = await createDatabase(databaseUrl ? { url: databaseUrl } : { memory: true });
await migrate(db);
await seedDemo(db, { now, dataDir });
// Graphs read stored history: the demo's devices and copies of them up to BENCH_HISTORY_DEVICES
// (default 200), each with 90 days stored.
const historyLine = await storeBenchHistory(
  db,
  smoke ? 0 : Number(process.env.BENCH_HISTORY_DEVICES) || 200,
  now,
  smoke ? 2 : undefined,
);
console.log(historyLine);
const app = await buildServer({ db, dataDir, demo: true, poller: false, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const host = 'demo.localhost';

// The server's memory (this process: the server and the load drivers' light bookkeeping), sampled
// throughout; printed at the end and around the upload scenario.
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const rssAtStart = process.memoryUsage().rss;
let rssPeak = rssAtStart;
const rssSampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 20);
rssSampler.unref();

const login = await app.inject({
  method: 'POST',
  url: '/authentication/login/',
  headers: { host },
  payload: { username: 'admin', password: 'Demo#2026' },
});
const token = login.json<{ access: string }>().access;
const headers = { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const busiest = await db.one<{ project_id: number }>(
  `SELECT project_id FROM alarm_entries WHERE tenant_id = 'demo' GROUP BY project_id ORDER BY count(*) DESC LIMIT 1`,
);
const device = await db.one<{ id: number }>(
  `SELECT d.id FROM devices d JOIN outdoor_units o ON o.device_id = d.id
    WHERE d.tenant_id = 'demo' GROUP BY d.id ORDER BY count(*) DESC, d.id LIMIT 1`,
);
const graphHeaders = (
  await app.inject({ method: 'GET', url: `/devices/${device?.id}/graph/headers/`, headers })
).json<{ header: string }[]>();
const sixHeaders = graphHeaders
  .filter((header) => /^(outdoor|indoor)\./.test(header.header))
  .slice(0, 6)
  .map((header) => header.header);
// A writable parameter of an indoor unit of that device, for the write scenario.
const indoor = await db.one<{ id: number; device_id: number }>(
  `SELECT id, device_id FROM indoor_units WHERE tenant_id = 'demo' ORDER BY id LIMIT 1`,
);
const stats = (
  await app.inject({ method: 'GET', url: `/devices/stats/slim/indoor/${indoor?.id}/`, headers })
).json<{ key: string; register: number; modbus_type: string }[]>();
const setPoint = stats.find((row) => row.key === 'indoor_set_temp');
const writeBody = JSON.stringify({
  modbus_type: setPoint?.modbus_type ?? 'register',
  register: setPoint?.register ?? 0,
  // The register holds tenths of a degree: 220 is 22.0 °C, inside the rule's 16–30 °C.
  value: 220,
});
// Every scenario must answer 2xx before it is timed: a benchmark of error answers measures nothing.
const probe = await app.inject({
  method: 'POST',
  url: `/devices/${indoor?.device_id}/write/`,
  headers,
  payload: writeBody,
});
if (probe.statusCode !== 201) {
  throw new Error(`the write scenario answers ${probe.statusCode}: ${probe.body}`);
}
const twelveHeaders = graphHeaders.slice(0, 12).map((header) => header.header);
const graphQuery = `${sixHeaders.map((header) => `headers=${encodeURIComponent(header)}`).join('&')}&timerange=90&interval=5`;

const scenarios: Scenario[] = [
  { name: 'GET /devices/slim/', path: '/devices/slim/', rate: 200, connections: 10, target: 50 },
  { name: 'GET /projects/', path: '/projects/', rate: 200, connections: 10, target: 50 },
  {
    name: `GET /alerts/entries/${busiest?.project_id}/`,
    path: `/alerts/entries/${busiest?.project_id}/`,
    rate: 200,
    connections: 10,
    target: 50,
  },
  {
    name: 'GET graph, 90 days, 6 headers, 5 min',
    path: `/devices/${device?.id}/graph/?${graphQuery}`,
    connections: 2,
    target: 250,
  },
  {
    name: 'POST parameter write (50 connections)',
    path: `/devices/${indoor?.device_id}/write/`,
    method: 'POST',
    body: writeBody,
    rate: 200,
    connections: 50,
    target: 100,
  },
  {
    name: 'POST parameter write (50 connections, autocannon bursts)',
    path: `/devices/${indoor?.device_id}/write/`,
    method: 'POST',
    body: writeBody,
    rate: 200,
    connections: 50,
    target: 100,
    bursts: true,
  },
  {
    name: 'GET graph, 90 days, 6 headers, 5 min, uncached',
    path: `/devices/${device?.id}/graph/?${graphQuery}`,
    connections: 1,
    target: 250,
    uncached: true,
  },
];

/**
 * GET /health/ at 50 requests/s while uncached 90-day graphs of 12 headers run back to back on two
 * connections: how long one graph request holds up everybody else.
 */
async function healthDuringGraphs(): Promise<string> {
  app.graphCache.enabled = false;
  const twelveQuery = `${twelveHeaders.map((header) => `headers=${encodeURIComponent(header)}`).join('&')}&timerange=90&interval=5`;
  const [health, graphs] = await Promise.all([
    autocannon({
      url: `${address}/health/`,
      headers: { host },
      connections: 2,
      overallRate: smoke ? 10 : 50,
      duration,
      workers: 1,
    }),
    autocannon({
      url: `${address}/devices/${device?.id}/graph/?${twelveQuery}`,
      headers,
      connections: 2,
      duration,
      workers: 1,
    }),
  ]);
  app.graphCache.enabled = true;
  const ok = health.non2xx === 0 && graphs.non2xx === 0 && health.errors === 0;
  if (!ok) process.exitCode = 1;
  return `| GET /health/ while 12-header 90-day graphs run (${graphs.requests.total} graphs, graph p99 ${graphs.latency.p99} ms) | 50/s | ${health.latency.p50} ms | ${health.latency.p99} ms | ${health.requests.average.toFixed(0)} | 100 ms | – | ${loadavg()[0].toFixed(1)} | ${ok ? (health.latency.p99 <= 100 ? 'met' : 'missed') : 'errors'} |`;
}

/**
 * Eight 30 MB document uploads at once: the server streams them to disk, so its memory must not grow by
 * their size (they once peaked at 1 GB held in buffers).
 */
async function uploadsAtOnce(): Promise<string> {
  const count = smoke ? 2 : 8;
  const size = smoke ? 1_000_000 : 29_900_000;
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  const project = (
    await app.inject({ method: 'GET', url: '/projects/?page_size=1', headers })
  ).json<{ results: { id: number }[] }>().results[0].id;
  const before = process.memoryUsage().rss;
  const peakBefore = rssPeak;
  rssPeak = before;
  const started = performance.now();
  // The uploads are sent by another process, so this process's memory is the server's alone.
  const driver = `
    const bytes = Buffer.alloc(${size}, 0x20);
    bytes.write('%PDF-1.4\\n');
    const send = async (index) => {
      const form = new FormData();
      form.set('name', 'Bench upload ' + index);
      form.set('document_type', 'other');
      form.set('projects', '${project}');
      form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'bench-' + index + '.pdf');
      const answer = await fetch('${address}/documents/', {
        method: 'POST', headers: { authorization: '${headers.authorization}' }, body: form,
      });
      await answer.arrayBuffer();
      return answer.status;
    };
    Promise.all(Array.from({ length: ${count} }, (_, index) => send(index)))
      .then((statuses) => process.stdout.write(statuses.join(',')));
  `;
  const child = spawn(process.execPath, ['-e', driver], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  await new Promise((resolve) => child.once('exit', resolve));
  const answers = output.split(',').map(Number);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const peak = rssPeak;
  rssPeak = Math.max(peakBefore, peak);
  const ok = answers.every((status) => status === 201);
  if (!ok) process.exitCode = 1;
  return `| ${count} concurrent ${Math.round(size / 1e6)} MB uploads | RSS before ${megabytes(before)} MB, peak ${megabytes(peak)} MB (+${megabytes(peak - before)} MB for ${Math.round((count * size) / 1e6)} MB uploaded) | ${seconds} s | ${ok ? 'stored' : `answers ${answers.join(', ')}`} |`;
}

console.log(
  `console-server benchmark: ${address}, ${db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${duration} s per scenario, Node ${process.version}, ${cpus().length} cores`,
);
const only = process.env.BENCH_ONLY?.toLowerCase();
const selected = (name: string) => !only || name.toLowerCase().includes(only);

interface Measured {
  p50: number;
  p99: number;
  rate: number;
  non2xx: number;
  errors: number;
}

/** The scenario's rate; a smoke run checks that every scenario answers, not how fast: a light load. */
const rateOf = (scenario: Scenario) =>
  scenario.rate && smoke ? Math.min(scenario.rate, 20) : scenario.rate;

/**
 * One timed run of a scenario. A scenario with a rate runs on the paced generator (steady arrivals,
 * see paced.ts) unless `bursts` asks for autocannon's per-second quota; one without a rate runs closed-loop
 * on autocannon (each connection sends as soon as its last answer came).
 */
async function measure(scenario: Scenario, seconds: number, bursts = false): Promise<Measured> {
  const url = `${address}${scenario.path}`;
  const method = scenario.method ?? 'GET';
  const rate = rateOf(scenario);
  if (rate && !bursts) {
    const result = await runPaced({
      url,
      method,
      headers,
      body: scenario.body,
      rate,
      connections: scenario.connections,
      duration: seconds,
    });
    return result;
  }
  const result = await autocannon({
    url,
    method,
    headers,
    body: scenario.body,
    connections: scenario.connections,
    duration: seconds,
    workers: 1,
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rate: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const rows: string[] = [];
for (const scenario of scenarios.filter((candidate) => selected(candidate.name))) {
  app.graphCache.enabled = !scenario.uncached;
  // Two untimed seconds first, so the figures measure a warmed-up server (JIT, query plans), not start-up.
  if (warmUp > 0) await measure(scenario, warmUp, scenario.bursts);
  const loadBefore = loadavg()[0];
  const utilisationBefore = performance.eventLoopUtilization();
  const result = await measure(scenario, duration, scenario.bursts);
  // Share of the time the server's event loop was busy, and the machine's load while it ran:
  // figures from a machine shared with other work read differently from an idle one.
  const utilisation = performance.eventLoopUtilization(utilisationBefore).utilization;
  const load = ((loadBefore + loadavg()[0]) / 2).toFixed(1);
  const ok = result.non2xx === 0 && result.errors === 0;
  // Error answers mean the benchmark (or the server) is broken, whatever the figures say.
  if (!ok) process.exitCode = 1;
  const met = result.p99 <= scenario.target;
  const offered = scenario.rate
    ? `${rateOf(scenario)}/s${scenario.bursts ? ' in bursts' : ''}, ${scenario.connections} conn.`
    : `${scenario.connections} conn.`;
  const verdict = ok
    ? met
      ? 'met'
      : 'missed'
    : `errors: ${result.non2xx} non-2xx, ${result.errors} errors`;
  const row = `| ${scenario.name} | ${offered} | ${result.p50} ms | ${result.p99} ms | ${result.rate} | ${scenario.target} ms | ${(utilisation * 100).toFixed(0)} % | ${load} | ${verdict} |`;
  rows.push(row);
  console.log(row);
}
if (selected('GET /health/ while graphs run')) {
  const row = await healthDuringGraphs();
  rows.push(row);
  console.log(row);
}
let uploadsRow: string | undefined;
if (selected('uploads')) {
  uploadsRow = await uploadsAtOnce();
  console.log(uploadsRow);
}
console.log(
  [
    '',
    ...(uploadsRow ? ['| uploads | memory | time | |', '|---|---|---|---|', uploadsRow, ''] : []),
    historyLine,
    `server RSS: ${megabytes(rssAtStart)} MB at start, ${megabytes(process.memoryUsage().rss)} MB at the end, ${megabytes(rssPeak)} MB at the peak`,
    '',
    '| scenario | load | p50 | p99 | req/s | p99 target | server loop busy | machine load | |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);

await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
