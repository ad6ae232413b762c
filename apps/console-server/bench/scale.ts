/**
 * List calls against a company-sized tenant on PostgreSQL (`pnpm --filter @hvac/console-server run
 * bench:scale`, DATABASE_URL required): migrates, seeds the large tenant once (seed:large), then drives
 * each list call at 200 requests/s on 10 connections and prints p50/p99 (target p99 ≤ 50 ms). The load
 * is paced (paced.ts: steady arrivals, latency from when each request was due); BENCH_GENERATOR=autocannon
 * uses autocannon's per-second quota instead (each second's 200 requests sent at once).
 * `--smoke` (or BENCH_SMOKE=1): a tenant of 20 projects and 1,000 alarm entries (give it a database of
 * its own: the tenant is seeded once), each call for one second at 20 requests/s without warm-up; the
 * figures are printed but not worth reading (CI's check that the benchmark still runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../src/app';
import { createDatabase, migrate } from '../src/db';
import { LARGE_PASSWORD, LARGE_SIZES, LARGE_TENANT, seedLarge } from '../src/seed/large';
import { runPaced } from './paced';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:scale needs DATABASE_URL (postgres://…)');
const smoke = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const duration = smoke ? 1 : Number(process.env.BENCH_DURATION) || 10;
const rate = smoke ? 20 : 200;
const SMOKE_SIZES = {
  projects: 20,
  devices: 40,
  alarmConfigurations: 40,
  alarmEntries: 1_000,
  changeLog: 200,
} satisfies typeof LARGE_SIZES;
const db = await createDatabase({ url });
const migrateStarted = performance.now();
await migrate(db);
const migrateMs = performance.now() - migrateStarted;
const seeded = await seedLarge(db, new Date(), smoke ? SMOKE_SIZES : LARGE_SIZES);
const counts = await db.one<Record<string, number>>(
  `SELECT (SELECT count(*) FROM projects WHERE tenant_id = $1)::int AS projects,
          (SELECT count(*) FROM devices WHERE tenant_id = $1)::int AS devices,
          (SELECT count(*) FROM alarm_entries WHERE tenant_id = $1)::int AS alarm_entries,
          (SELECT count(*) FROM change_log_entries WHERE tenant_id = $1)::int AS change_log`,
  [LARGE_TENANT],
);
const size = await db.one<{ size: string }>(
  'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
);
const dataDir = mkdtempSync(join(tmpdir(), 'console-server-scale-'));
// As a production start runs it: answers are not checked against their response schemas (the tests do that).
const app = await buildServer({
  db,
  dataDir,
  demo: false,
  poller: false,
  logger: false,
  checkResponses: false,
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const host = `${LARGE_TENANT}.localhost`;
const login = await app.inject({
  method: 'POST',
  url: '/authentication/login/',
  headers: { host },
  payload: { username: 'admin', password: LARGE_PASSWORD },
});
const headers = { host, authorization: `Bearer ${login.json<{ access: string }>().access}` };
const project = await db.one<{ id: number }>(
  'SELECT project_id AS id FROM alarm_entries WHERE tenant_id = $1 LIMIT 1',
  [LARGE_TENANT],
);

const scenarios = [
  ['GET /projects/', '/projects/'],
  ['GET /projects/?search=Novi', '/projects/?search=Novi&ordering=name'],
  ['GET /devices/slim/', '/devices/slim/'],
  ['GET /devices/slim/?search=HP-0012', '/devices/slim/?search=HP-0012'],
  [
    `GET /alerts/entries/ (${counts?.alarm_entries.toLocaleString('en-US')})`,
    '/alerts/entries/?ordering=-triggered_at',
  ],
  ['GET /alerts/entries/?search=Tank', '/alerts/entries/?search=Tank&ordering=-triggered_at'],
  [`GET /alerts/entries/${project?.id}/`, `/alerts/entries/${project?.id}/`],
  [`GET /projects/${project?.id}/change_log/`, `/projects/${project?.id}/change_log/`],
];

console.log(
  `scale benchmark: ${JSON.stringify(counts)}, database ${size?.size}, ` +
    `${seeded.seeded ? `seeded in ${(seeded.ms / 1000).toFixed(1)} s` : 'seeded before'}, ` +
    `migrations ${(migrateMs / 1000).toFixed(1)} s, ${duration} s per call, ${cpus().length} cores`,
);
const bursts = process.env.BENCH_GENERATOR === 'autocannon';
const only = process.env.BENCH_ONLY?.toLowerCase();

async function measure(path: string, seconds: number) {
  const url = `${address}${path}`;
  if (!bursts) {
    const result = await runPaced({ url, headers, rate, connections: 10, duration: seconds });
    return { ...result, answered: result.total - result.errors };
  }
  const result = await autocannon({
    url,
    headers,
    connections: 10,
    overallRate: rate,
    workers: 1,
    duration: seconds,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rate: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    answered: result.requests.total,
  };
}

const rows: string[] = [];
for (const [name, path] of scenarios.filter(
  ([name]) => !only || name.toLowerCase().includes(only),
)) {
  if (!smoke) await measure(path, 2);
  const result = await measure(path, duration);
  const ok = result.answered > 0 && result.non2xx === 0 && result.errors === 0;
  if (!ok) process.exitCode = 1;
  const verdict = ok
    ? result.p99 <= 50
      ? 'met'
      : 'missed'
    : `errors: ${result.non2xx} non-2xx, ${result.errors} errors or unanswered`;
  const row = `| ${name} | ${result.p50} ms | ${result.p99} ms | ${result.rate} | ${loadavg()[0].toFixed(1)} | ${verdict} |`;
  rows.push(row);
  console.log(row);
}
console.log(
  [
    '',
    `| list call (${rate}/s${bursts ? ' in bursts' : ', paced'}, 10 conn.) | p50 | p99 | req/s | machine load | p99 ≤ 50 ms |`,
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
