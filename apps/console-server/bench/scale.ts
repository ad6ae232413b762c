/**
 * List calls against a company-sized tenant on PostgreSQL (`pnpm --filter @hvac/console-server run
 * bench:scale`, DATABASE_URL required): migrates, seeds the large tenant once (seed:large), then drives
 * each list call at 200 requests/s with autocannon and prints p50/p99 (target p99 ≤ 50 ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../src/app';
import { createDatabase, migrate } from '../src/db';
import { LARGE_PASSWORD, LARGE_TENANT, seedLarge } from '../src/seed/large';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:scale needs DATABASE_URL (postgres://…)');
const duration = Number(process.env.BENCH_DURATION) || 10;
const db = await createDatabase({ url });
const migrateStarted = performance.now();
await migrate(db);
const migrateMs = performance.now() - migrateStarted;
const seeded = await seedLarge(db, new Date());
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
const app = await buildServer({ db, dataDir, demo: false, simulator: false, logger: false });
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
  ['GET /alerts/entries/ (1,000,000)', '/alerts/entries/?ordering=-triggered_at'],
  ['GET /alerts/entries/?search=Tank', '/alerts/entries/?search=Tank&ordering=-triggered_at'],
  [`GET /alerts/entries/${project?.id}/`, `/alerts/entries/${project?.id}/`],
  [`GET /projects/${project?.id}/change_log/`, `/projects/${project?.id}/change_log/`],
];

console.log(
  `scale benchmark: ${JSON.stringify(counts)}, database ${size?.size}, ` +
    `${seeded.seeded ? `seeded in ${(seeded.ms / 1000).toFixed(1)} s` : 'seeded before'}, ` +
    `migrations ${(migrateMs / 1000).toFixed(1)} s, ${duration} s per call, ${cpus().length} cores`,
);
const rows: string[] = [];
for (const [name, path] of scenarios) {
  const options = {
    url: `${address}${path}`,
    headers,
    connections: 10,
    overallRate: 200,
    workers: 1,
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration });
  const answered = result.requests.total > 0;
  const ok = answered && result.non2xx === 0 && result.errors === 0;
  const row = `| ${name} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.average.toFixed(0)} | ${loadavg()[0].toFixed(1)} | ${ok ? (result.latency.p99 <= 50 ? 'met' : 'missed') : answered ? `errors: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)` : `missed: no answer within ${duration} s (${result.timeouts} timeouts)`} |`;
  rows.push(row);
  console.log(row);
}
console.log(
  [
    '',
    '| list call (200/s) | p50 | p99 | req/s | machine load | p99 ≤ 50 ms |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
