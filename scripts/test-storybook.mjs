// Builds Storybook, serves the static build on a free port, runs the Storybook test runner in
// Debian's Chromium (play functions, axe on every story, screenshots against the baselines in
// .storybook/__image_snapshots__), then stops the server. Extra arguments go to the test runner:
//   pnpm run test:storybook            # CI mode: a missing or different screenshot fails
//   pnpm run test:storybook -- -u      # rewrite baselines (new stories, intended changes)
//   SKIP_STORYBOOK_BUILD=1 pnpm run test:storybook   # reuse storybook-static while iterating
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from './serve-static.mjs';

// STORYBOOK_STATIC_DIR gives a run its own build folder (several runs on one working tree).
const outputDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';
const extraArgs = process.argv.slice(2).filter((argument) => argument !== '--');
const updating = extraArgs.some((argument) => argument === '-u' || argument === '--updateSnapshot');

// The workspace's own binaries, so the script also works when started with plain `node`.
const binary = (name) => path.resolve('node_modules', '.bin', name);

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(binary(command), args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!process.env.SKIP_STORYBOOK_BUILD || !existsSync(outputDir)) {
  const built = await run('storybook', ['build', '--quiet', '--output-dir', outputDir]);
  if (built !== 0) process.exit(built);
}

const server = await serveStatic(outputDir, 0);
console.log(`Storybook build served at ${server.url}`);
let code = 1;
try {
  code = await run('test-storybook', [
    '--index-json',
    '--url',
    server.url,
    '--maxWorkers=2',
    // Without -u, never write a baseline silently: a story without one fails until it is updated.
    ...(updating ? [] : ['--ci']),
    ...extraArgs,
  ]);
} finally {
  await server.close();
}
process.exit(code);
