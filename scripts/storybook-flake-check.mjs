// Finds flaky visual baselines: clones the repository fresh into a temporary folder (the committed
// HEAD, nothing of the working tree), installs it, builds the packages and Storybook once, then runs
// the Storybook step (play functions, axe, screenshots against the committed baselines, CI mode)
// N times in a row and reports every story that failed or differed in any run.
//
//   pnpm run test:storybook:flake -- 5          # five runs of HEAD
//   pnpm run test:storybook:flake -- 5 --rebuild-each   # also rebuild Storybook before every run
//   node scripts/storybook-flake-check.mjs 3 --keep     # keep the clone for a closer look
//
// Each run's results and the diff images of the stories that differed are kept in the report
// folder printed at the end, also when the clone is removed. Exit code 0 only when every run of
// every story passed. CPU-heavy: one run takes as long as `pnpm run test:storybook`.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2).filter((argument) => argument !== '--');
const runs = Number(args.find((argument) => /^\d+$/.test(argument)) ?? 5);
const rebuildEach = args.includes('--rebuild-each');
const keep = args.includes('--keep');
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: storybook-flake-check.mjs [runs=5] [--rebuild-each] [--keep]');
  process.exit(2);
}

const repository = spawnSync('git', ['rev-parse', '--show-toplevel'], {
  encoding: 'utf8',
}).stdout.trim();
const commit = spawnSync('git', ['rev-parse', 'HEAD'], {
  cwd: repository,
  encoding: 'utf8',
}).stdout.trim();
const work = mkdtempSync(path.join(os.tmpdir(), 'storybook-flake-'));
const clone = path.join(work, 'clone');
const report = path.join(work, 'report');
mkdirSync(report, { recursive: true });

const pnpm = ['npx', '--yes', 'pnpm@10.34.9'];
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 60000).toFixed(1)} min`;

function run(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: clone, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function step(name, command, commandArgs, options) {
  console.log(`\n=== ${name} (${elapsed()})`);
  const code = await run(command, commandArgs, options);
  if (code !== 0) {
    console.error(`=== ${name} failed with exit code ${code}; the clone stays in ${clone}`);
    process.exit(code);
  }
}

/**
 * Stories that failed in one run, from the test runner's Jest JSON report: `--json` prints it as
 * one line on stdout (progress goes to stderr), among the build's and the server's own lines.
 */
function failedStories(stdoutFile) {
  const line = existsSync(stdoutFile)
    ? readFileSync(stdoutFile, 'utf8')
        .split('\n')
        .findLast((candidate) => candidate.startsWith('{"num'))
    : undefined;
  if (!line) return [{ story: '(no results: the runner itself failed)', reason: '' }];
  const results = JSON.parse(line);
  const failed = [];
  for (const file of results.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages ?? []).join('\n');
      const reason =
        message.match(/Expected image to[^\n]*/)?.[0] ??
        message
          .split('\n')
          .find((line) => line.trim())
          ?.trim() ??
        '';
      failed.push({ story: [...test.ancestorTitles, test.title].join(' › '), reason });
    }
    // A suite that failed as a whole (a story that threw before its tests) has no assertions.
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      failed.push({ story: path.basename(file.name), reason: (file.message ?? '').split('\n')[0] });
    }
  }
  return failed;
}

console.log(`Storybook flake check: ${runs} run(s) of ${commit.slice(0, 12)} from ${repository}`);
console.log(`Working folder: ${work}`);
await step('clone', 'git', ['clone', '--quiet', '--no-checkout', repository, clone], { cwd: work });
await step('checkout', 'git', ['checkout', '--quiet', '--detach', commit]);
await step('install', pnpm[0], [...pnpm.slice(1), 'install', '--frozen-lockfile']);
// The Storybook step of `pnpm run check` runs after the package build: vanilla-extract loads the
// built domain package (its JavaScript) while compiling styles. A failure of a later build stage
// (type declarations, say) is reported but does not stop the check; Storybook fails by itself when
// what it needs is missing.
console.log(`\n=== build packages (${elapsed()})`);
const built = await run(pnpm[0], [...pnpm.slice(1), 'run', 'build']);
if (built !== 0)
  console.warn(`=== build packages failed (exit code ${built}); going on with Storybook`);

const everyRun = [];
for (let index = 1; index <= runs; index += 1) {
  const stdoutFile = path.join(report, `run-${index}.stdout`);
  const build = index === 1 || rebuildEach;
  console.log(
    `\n=== Storybook run ${index} of ${runs}${build ? ' (with build)' : ''} (${elapsed()})`,
  );
  rmSync(path.join(clone, '__diff_output__'), { recursive: true, force: true });
  const stdout = openSync(stdoutFile, 'w');
  const code = await run('node', ['scripts/test-storybook.mjs', '--json'], {
    env: { ...process.env, ...(build ? {} : { SKIP_STORYBOOK_BUILD: '1' }) },
    stdio: ['ignore', stdout, 'inherit'],
  });
  closeSync(stdout);
  const failed = failedStories(stdoutFile);
  if (code !== 0 && failed.length === 0)
    failed.push({ story: '(the run failed without a failed story)', reason: `exit code ${code}` });
  everyRun.push(failed);
  const diffs = path.join(clone, '__diff_output__');
  if (existsSync(diffs))
    cpSync(diffs, path.join(report, `run-${index}-diffs`), { recursive: true });
  console.log(
    `=== run ${index}: ${failed.length === 0 ? 'every story passed' : `${failed.length} story(ies) failed`}`,
  );
  for (const { story, reason } of failed) console.log(`    ${story}: ${reason}`);
}

// Every story that ever failed, with the runs it failed in.
const byStory = new Map();
everyRun.forEach((failed, index) => {
  for (const { story, reason } of failed) {
    const entry = byStory.get(story) ?? { runs: [], reasons: new Set() };
    entry.runs.push(index + 1);
    if (reason) entry.reasons.add(reason);
    byStory.set(story, entry);
  }
});
const summary = [...byStory].map(([story, { runs: failedRuns, reasons }]) => ({
  story,
  runs: failedRuns,
  reasons: [...reasons],
}));
writeFileSync(
  path.join(report, 'summary.json'),
  `${JSON.stringify({ commit, runs, summary }, null, 2)}\n`,
);

console.log(`\n=== Summary: ${runs} run(s) of ${commit.slice(0, 12)} in ${elapsed()}`);
if (summary.length === 0) {
  console.log('No story ever differed or failed.');
} else {
  for (const { story, runs: failedRuns, reasons } of summary) {
    console.log(`  ${story}: failed in run(s) ${failedRuns.join(', ')} of ${runs}`);
    for (const reason of reasons) console.log(`      ${reason}`);
  }
}
console.log(`Report (results per run, diff images): ${report}`);
if (!keep) rmSync(clone, { recursive: true, force: true });
else console.log(`Clone kept: ${clone}`);
process.exit(summary.length === 0 ? 0 : 1);
