// Runs every check of the workspace in order and stops at the first failure.
// The README's test command (`npm test`) installs the workspace and then runs this.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'pnpm run lint'],
  ['format', 'pnpm run format:check'],
  ['build packages', 'pnpm run build'],
  ['typecheck', 'pnpm run typecheck'],
  ['publint', 'pnpm run publint'],
  ['package sizes and tree-shaking', 'pnpm run size:packages'],
  ['consumer fixture (packed packages in a fresh Vite app, Chromium)', 'pnpm run test:consumer'],
  ['changesets', 'pnpm exec changeset status'],
  ['unit tests (with coverage)', 'pnpm run test:unit'],
  ['storybook (build, play, axe, visual)', 'pnpm run test:storybook'],
  [
    'console build + size budgets',
    'pnpm --filter @hvac/console run build && pnpm --filter @hvac/console run size',
  ],
  ['console e2e', 'pnpm --filter @hvac/console run e2e'],
  // The demo's emulator against Debian's mbpoll: reads match the server, a function-06 write shows,
  // an out-of-range write gets exception 03.
  ['emulator with mbpoll', 'pnpm --filter @hvac/console-server run check:emulator'],
  // Every benchmark once, tiny and quick, figures not held to targets: none stops running unnoticed.
  // (The size budgets ran in full above; bench:scale runs when TEST_DATABASE_URL is set.)
  ['benchmarks (smoke runs)', 'node scripts/bench-smoke.mjs --skip-sizes'],
  [
    'server tests on PostgreSQL (when TEST_DATABASE_URL is set)',
    'if [ -n "$TEST_DATABASE_URL" ]; then pnpm --filter @hvac/console-server run test:pg; else echo "TEST_DATABASE_URL not set: skipped"; fi',
  ],
];

const started = Date.now();
for (const [name, command] of steps) {
  const stepStart = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== FAILED: ${name} (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ok: ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
