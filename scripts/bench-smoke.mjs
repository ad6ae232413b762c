// pnpm run bench:smoke: every benchmark once in its smoke mode (BENCH_SMOKE=1: tiny sizes, a few
// seconds each, figures printed but not held to their targets), through the same package scripts the
// README names, so that none stops running unnoticed. A step of `npm test` (scripts/check.mjs).
//   --skip-sizes   leave out the size budgets (npm test runs them in full in its own steps)
//   --only=a,b     only the benchmarks whose name has one of these pieces (--only=scale,poll)
// bench:scale needs PostgreSQL: with TEST_DATABASE_URL (or BENCH_DATABASE_URL) it runs in a database
// of its own, created and dropped here; without, it is skipped with a message.
// The console-ui floor-plan benchmark uses storybook-static (built first when it is missing).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const skipSizes = process.argv.includes('--skip-sizes');
const only = (process.argv.find((arg) => arg.startsWith('--only='))?.slice(7) ?? '')
  .split(',')
  .filter(Boolean);
// pnpm runs this script with its own path in npm_execpath; run by hand, npx brings the pinned pnpm.
const pnpm = /pnpm/.test(process.env.npm_execpath ?? '')
  ? `"${process.execPath}" "${process.env.npm_execpath}"`
  : 'npx --yes pnpm@10.34.9';
const server = `${pnpm} --filter @hvac/console-server run`;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A database of its own for bench:scale (its tenant is seeded once per database). */
async function scratchDatabase() {
  const require = createRequire(path.join(root, 'apps/console-server/package.json'));
  const { Client } = require('pg');
  const name = `bench_smoke_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const benchmarks = [
  ['server (lists, graphs, writes, health, uploads)', `${server} bench`],
  ['bench:scale (PostgreSQL)', `${server} bench:scale`, { postgres: true }],
  ['bench:poll (Modbus poller)', `${server} bench:poll`],
  ['bench:live (stream fan-out)', `${server} bench:live`],
  ['bench:live-browser (live updates in Chromium)', `${server} bench:live-browser`],
  ['bench:ui (the console in Chromium, tables)', `${pnpm} run bench:ui`],
  ['bench:graph (Graph Logs chart against uPlot)', `${pnpm} run bench:graph`],
  ['console-ui bench (floor-plan drag)', `${pnpm} --filter @hvac/console-ui run bench`],
  ['bench:start (npm start to a usable sign-in page)', `${pnpm} run bench:start`],
  ['edge-gateway bench (the local journal)', `${pnpm} --filter @hvac/edge-gateway run bench`],
  ['size:packages', `${pnpm} run build && ${pnpm} run size:packages`, { sizes: true }],
  [
    'console route sizes (after its build)',
    `${pnpm} --filter @hvac/console run build && ${pnpm} --filter @hvac/console run size`,
    { sizes: true },
  ],
];

const started = Date.now();
const times = [];
for (const [name, command, { postgres = false, sizes = false } = {}] of benchmarks) {
  if (only.length > 0 && !only.some((piece) => name.includes(piece))) continue;
  if (sizes && skipSizes) {
    times.push(`  ${name}: left out (--skip-sizes)`);
    continue;
  }
  if (postgres && !adminUrl) {
    console.log(`\n=== ${name}: skipped (no TEST_DATABASE_URL or BENCH_DATABASE_URL)`);
    times.push(`  ${name}: skipped, no PostgreSQL`);
    continue;
  }
  const database = postgres ? await scratchDatabase() : undefined;
  console.log(`\n=== smoke: ${name}: ${command}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, {
    cwd: root,
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, BENCH_SMOKE: '1', ...(database ? { DATABASE_URL: database.url } : {}) },
  });
  await database?.drop();
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  times.push(`  ${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n=== FAILED: the smoke run of ${name} (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
}
console.log(
  `\nEvery benchmark ran (smoke) in ${((Date.now() - started) / 1000).toFixed(1)} s:\n${times.join('\n')}`,
);
