// The packages as another product gets them: packed with `pnpm pack`, installed from the tarballs with
// npm into a copy of examples/consumer in a temporary folder (no workspace, no links), type-checked
// against the published declarations, built with Vite, served, and checked in Debian's Chromium:
// it renders, logs no error, and the product's own theme colours apply.
// Usage: node scripts/consumer-check.mjs   (KEEP_CONSUMER=1 keeps the temporary folder)
// Needs the package registry for the fixture's own dependencies (React, Vite); nothing else.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { serveStatic } from './serve-static.mjs';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, 'examples/consumer');
const packages = ['console-domain', 'console-ui', 'console-api'];
const work = mkdtempSync(path.join(os.tmpdir(), 'hvac-consumer-'));
const tarballs = path.join(work, 'tarballs');
const app = path.join(work, 'app');
const started = Date.now();

function step(name) {
  console.log(`[consumer] ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** The environment without the workspace's package-manager settings (pnpm sets npm_config_* for scripts). */
function cleanEnvironment() {
  const keep = new Set(['npm_config_registry', 'npm_config_cache', 'npm_config_userconfig']);
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(npm_|pnpm_)/i.test(name) || keep.has(name.toLowerCase()),
    ),
  );
}

function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}) in ${cwd}`);
  }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function main() {
  step('packing the packages');
  mkdirSync(tarballs);
  const tarballOf = {};
  for (const name of packages) {
    const directory = path.join(root, 'packages', name);
    if (!existsSync(path.join(directory, 'dist'))) {
      run('npx', ['--yes', 'pnpm@10.34.9', 'run', 'build'], directory);
    }
    const before = new Set(readdirSync(tarballs));
    run('npx', ['--yes', 'pnpm@10.34.9', 'pack', '--pack-destination', tarballs], directory);
    const file = readdirSync(tarballs).find((entry) => !before.has(entry));
    check(file, `pnpm pack wrote no tarball for ${name}`);
    tarballOf[`@hvac/${name}`] = path.join(tarballs, file);
  }

  step('installing the tarballs into a fresh app');
  cpSync(fixture, app, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)([\\/]|$)/.test(source),
  });
  const manifestPath = path.join(app, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const [name, file] of Object.entries(tarballOf))
    manifest.dependencies[name] = `file:${file}`;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    app,
    cleanEnvironment(),
  );

  for (const name of Object.keys(tarballOf)) {
    const installed = path.join(app, 'node_modules', name);
    check(!lstatSync(installed).isSymbolicLink(), `${name} is a link, not an installed package`);
    const packed = readFileSync(path.join(installed, 'package.json'), 'utf8');
    check(!packed.includes('workspace:'), `${name}'s published manifest still says workspace:`);
  }
  const requireFromApp = createRequire(path.join(app, 'package.json'));
  for (const theme of ['light', 'dark']) {
    const file = requireFromApp.resolve(`@hvac/console-ui/tokens/${theme}.tokens.json`);
    const tokens = JSON.parse(readFileSync(file, 'utf8'));
    check(
      tokens.color?.brand?.solid?.$type === 'color',
      `the published ${theme} design tokens lack color.brand.solid`,
    );
  }

  step('type-checking against the published declarations');
  run(path.join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], app);

  step('building with Vite');
  run(path.join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);

  step('checking the page in Chromium');
  const server = await serveStatic(path.join(app, 'dist'), 0);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`console ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await page.goto(server.url, { waitUntil: 'networkidle' });

    const table = page.getByRole('table', { name: 'Uploads' });
    await table.waitFor();
    check((await table.getByRole('row').count()) === 11, 'the table shows 10 rows and a header');
    await page.getByText('1–10 of 14').waitFor();
    // The domain's formatting, as the console shows sizes and dates.
    await table.getByRole('cell', { name: '1.00 KB', exact: true }).waitFor();
    await table.getByRole('cell', { name: 'March 1, 2026 at 09:30', exact: true }).waitFor();
    await page.getByText('https://acme.api.example.com').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('11–14 of 14').waitFor();

    const card = page.getByRole('button', { name: /Unit ID HP-0042/ });
    await card.click();
    await page.getByText('Opened HP-0042').waitFor();

    const save = page.getByRole('button', { name: 'Save report' });
    const brand = await save.evaluate((element) => getComputedStyle(element).backgroundColor);
    check(brand === 'rgb(107, 33, 168)', `the custom brand colour is not applied: ${brand}`);
    await save.click();
    const toast = page.getByRole('status').filter({ hasText: 'Report saved' });
    await toast.waitFor();
    const success = await toast.evaluate((element) => getComputedStyle(element).backgroundColor);
    check(success === 'rgb(15, 81, 50)', `the custom success colour is not applied: ${success}`);

    const interLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px Inter');
    });
    check(interLoaded, 'the shipped Inter font did not load from the package CSS');

    const screenshot = path.join(os.tmpdir(), 'hvac-consumer.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    check(problems.length === 0, `the page reported problems:\n${problems.join('\n')}`);
    step(`ok: renders, no console error, the product's theme applies (screenshot ${screenshot})`);
  } finally {
    await browser.close();
    await server.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`[consumer] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (process.env.KEEP_CONSUMER === '1') console.log(`[consumer] kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
