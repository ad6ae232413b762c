// pnpm run bench:ui: the console's front-end speed, in two parts.
//
// 1. The console: its production build served gzipped by `vite preview` against the reference
//    server on fresh demo data, in Debian's Chromium at 4× CPU slowdown (CDP
//    Emulation.setCPUThrottlingRate). Each interaction (sign in, sort, page, search, open a row,
//    open and close each dialog, switch a project tab, change a graph's range) is done with real
//    input events and reported as its Event Timing duration (PerformanceObserver 'event',
//    durationThreshold 16: the longest entry of the interaction; "<16" when none reached 16 ms).
//    Each page, loaded afresh, reports its LCP, CLS (layout shifts without recent input) and the
//    time in long tasks.
// 2. The tables: our DataTable, AG Grid and a plain TanStack Virtual table on the same 10,000 rows
//    (src/main.tsx), 1× CPU, 5 runs alternating the order after one untimed warm-up of each;
//    medians of mount, sort, scroll p95 and filter-to-paint, our ratio to AG Grid's, and the time
//    in long tasks of five big scroll jumps at 4×.
//
// The last two lines: `ui-bench worst-interaction-4x=<ms>` and
// `ui-bench table-vs-aggrid=<the largest of the four ratios>`. UI_BENCH_ONLY=app|tables runs one part.
// `--smoke` (or BENCH_SMOKE=1): every step once, quickly (one mobile load, one table run, no
// warm-up, no CPU slowdown, short settling waits, 2 days of demo history), figures printed but not
// worth reading: CI's check that the benchmark still runs.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import { build, defaultClientConditions, defaultServerConditions, preview } from 'vite';
import { serveStatic } from '../../scripts/serve-static.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '../..');
const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const RUNS = SMOKE ? 1 : 5;
/** Fresh loads of /login/ on the mobile profile (Lighthouse's: 4× CPU, slow 4G). */
const MOBILE_LOADS = SMOKE ? 1 : 3;
/** How long the main thread must have been quiet before and after each interaction. */
const QUIET_MS = SMOKE ? 100 : 500;
/** CPU slowdown of the console's pages (a smoke run's figures are not read: it runs at full speed). */
const SLOWDOWN = SMOKE ? 1 : 4;

const ONLY = process.env.UI_BENCH_ONLY;
// UI_BENCH_PAGES="project,devices": only those parts of the console run (after signing in):
// projects, dashboard, project, devices, users. For a quicker loop while profiling one interaction.
const PAGES = (process.env.UI_BENCH_PAGES ?? '').split(',').filter(Boolean);
const runsPage = (name) => PAGES.length === 0 || PAGES.includes(name);
const BROWSER_ARGS = [
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// UI_BENCH_PROFILE="open Invite User,open Historical": a CPU profile of those interactions (to
// settled), summed by function, the largest self times printed.
const PROFILE = (process.env.UI_BENCH_PROFILE ?? '').split(',').filter(Boolean);

/** Source maps of the built console (profiling runs build with them), by asset file name. */
const sourceMaps = new Map();
let sourceMapDir = null;

/** `fn file:line` of a profile frame, in the original sources when the build has a source map. */
function frameKey(frame) {
  const file = frame.url.split('/').pop() || '(native)';
  const fallback = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
  if (!sourceMapDir || !file.endsWith('.js')) return { key: fallback, module: file };
  if (!sourceMaps.has(file)) {
    try {
      const raw = readFileSync(path.join(sourceMapDir, 'assets', `${file}.map`), 'utf8');
      sourceMaps.set(file, new SourceMapConsumer(JSON.parse(raw)));
    } catch {
      sourceMaps.set(file, null);
    }
  }
  const consumer = sourceMaps.get(file);
  const original = consumer?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!original?.source) return { key: fallback, module: file };
  const source = original.source
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^(\.\.\/)+(work\/[^/]+\/)?/, '');
  return {
    key: `${original.name ?? frame.functionName ?? '(anonymous)'} ${source}:${original.line}`,
    module: source,
  };
}

/** Writes a diagnostic file into UI_BENCH_TRACE_DIR, which need not exist yet. */
function writeDiagnostic(file, data) {
  const dir = process.env.UI_BENCH_TRACE_DIR;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), data);
}

function printProfile(name, profile) {
  if (process.env.UI_BENCH_TRACE_DIR)
    writeDiagnostic(`${name.replace(/[^\w]+/g, '-')}.cpuprofile`, JSON.stringify(profile));
  const self = new Map();
  const modules = new Map();
  // Each sample stands for the time until the next one: when the profiler falls behind (at 4×),
  // it records bursts of samples microseconds apart, which an average interval would over-weight.
  const weight = (index) => (profile.timeDeltas?.[index + 1] ?? 0) / 1000;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const { key, module } = frameKey(byId.get(id).callFrame);
    self.set(key, (self.get(key) ?? 0) + weight(index));
    modules.set(module, (modules.get(module) ?? 0) + weight(index));
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 18);
  console.log(`    profile of ${name} (self time, ms, at ${SLOWDOWN}×):`);
  for (const [key, ms] of top) console.log(`      ${ms.toFixed(1).padStart(7)}  ${key}`);
  // Inclusive time: each function on a sample's stack counts the sample once.
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = new Map();
  const inclusive = new Map();
  profile.samples.forEach((id, index) => {
    const keys = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      if (!keyOf.has(at)) keyOf.set(at, frameKey(byId.get(at).callFrame).key);
      keys.add(keyOf.get(at));
    }
    for (const key of keys) inclusive.set(key, (inclusive.get(key) ?? 0) + weight(index));
  });
  const topInclusive = [...inclusive.entries()]
    .filter(([key]) => !/^\((root|program|idle)\)/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30);
  console.log(`    inclusive:`);
  for (const [key, ms] of topInclusive) console.log(`      ${ms.toFixed(1).padStart(7)}  ${key}`);
  // The same for this repository's own functions only (components, hooks): which of them the
  // time was spent under, React's internals left out.
  const ours = [...inclusive.entries()]
    .filter(([key]) => / (packages|apps)\//.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20);
  console.log(`    inclusive, this repository's code:`);
  for (const [key, ms] of ours) console.log(`      ${ms.toFixed(1).padStart(7)}  ${key}`);
  const topModules = [...modules.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(`    by module:`);
  for (const [module, ms] of topModules)
    console.log(`      ${ms.toFixed(1).padStart(7)}  ${module}`);
}

// UI_BENCH_TRACE="open Historical,…": the renderer's main-thread time of those interactions by
// trace event (style recalculation, layout, paint, script), from a devtools.timeline trace.
const TRACE = (process.env.UI_BENCH_TRACE ?? '').split(',').filter(Boolean);
const REPEAT = Math.max(1, Number(process.env.UI_BENCH_REPEAT) || 1);

function printTrace(name, buffer) {
  // UI_BENCH_TRACE_DIR: the raw trace too, for Chromium's DevTools (Performance → Load profile).
  if (process.env.UI_BENCH_TRACE_DIR)
    writeDiagnostic(`${name.replace(/[^\w]+/g, '-')}.json`, buffer);
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  const main = traceEvents.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const totals = new Map();
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !event.dur || event.pid !== main?.pid || event.tid !== main?.tid)
      continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
  }
  const top = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(`    trace of ${name} (main thread, inclusive ms by event, at ${SLOWDOWN}×):`);
  for (const [event, ms] of top) console.log(`      ${ms.toFixed(1).padStart(7)}  ${event}`);
}

const formatLoad = (values) => values.map((value) => value.toFixed(2)).join(' ');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

// Collected in the page from its first script on: Event Timing entries, LCP, layout shifts, long tasks.
function installObservers() {
  const perf = { events: [], lcp: 0, cls: 0, shifts: [], longTasks: 0, longTaskCount: 0 };
  window.__perf = perf;
  const observe = (options, callback) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe(options);
    } catch {
      // entry type not supported
    }
  };
  observe({ type: 'event', durationThreshold: 16, buffered: true }, (entry) => {
    if (entry.interactionId)
      perf.events.push({
        id: entry.interactionId,
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        // Where the time went: waiting for the main thread, the event's handlers, then the
        // rendering of the next frame until it was on screen.
        delay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
  });
  observe({ type: 'largest-contentful-paint', buffered: true }, (entry) => {
    perf.lcp = entry.startTime;
  });
  observe({ type: 'layout-shift', buffered: true }, (entry) => {
    if (entry.hadRecentInput) return;
    perf.cls += entry.value;
    // What moved, for the report: the largest shifts' elements and how far.
    for (const source of entry.sources ?? []) {
      const node = source.node;
      const what = node
        ? `${node.nodeName.toLowerCase()}${node.getAttribute?.('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`
        : '(gone)';
      perf.shifts.push(
        `${entry.value.toFixed(3)} ${what} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
      );
    }
  });
  observe({ type: 'longtask', buffered: true }, (entry) => {
    perf.longTasks += entry.duration;
    perf.longTaskCount += 1;
  });
}

async function benchApp() {
  const apiPort = await freePort();
  const appPort = await freePort();
  // The demo's emulator on a port of this run's (another start on the machine may hold 1502).
  const emulatorPort = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ui-bench-data-'));
  const outDir = await mkdtemp(path.join(tmpdir(), 'ui-bench-console-'));
  const consoleRoot = path.join(root, 'apps/console');

  console.log('building the console (production)…');
  process.env.VITE_API_HOST = `localhost:${apiPort}`;
  process.env.VITE_MAP_TILE_URL = 'local';
  // Profiled runs map their samples back to the sources.
  const sourcemap = PROFILE.length > 0;
  if (sourcemap) sourceMapDir = outDir;
  await build({
    root: consoleRoot,
    logLevel: 'warn',
    // UI_BENCH_NO_MINIFY=1 (diagnostics): readable positions in the profiles written to UI_BENCH_TRACE_DIR.
    build: { outDir, emptyOutDir: true, sourcemap, minify: !process.env.UI_BENCH_NO_MINIFY },
  });

  // node itself runs the server (tsx as a loader): it stops by itself when this process dies.
  const server = spawn(
    process.execPath,
    ['--conditions=@hvac/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: path.join(root, 'apps/console-server'),
      env: {
        ...process.env,
        // vite's build() above set NODE_ENV=production in this process; the server is the demo's.
        NODE_ENV: 'development',
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '1',
        EMULATOR_PORT: String(emulatorPort),
        // The demo's first start stores 90 days of history (about 20 s); a smoke run needs little.
        ...(SMOKE ? { DEMO_HISTORY_DAYS: '2' } : {}),
        CONSOLE_URL: `http://{tenant}.localhost:${appPort}`,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const stopServer = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // gone
    }
  };
  process.once('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      stopServer();
      process.exit(130);
    });
  const previewServer = await preview({
    root: consoleRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: appPort, strictPort: true },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: BROWSER_ARGS,
  });
  const interactions = [];
  const pages = [];
  const mobileLcp = [];
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/health/`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(installObservers);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const cdp = await context.newCDPSession(page);
    const throttle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await throttle();
    const app = (pathname) => `http://demo.localhost:${appPort}${pathname}`;

    // The JS and CSS come gzipped.
    const encodings = new Set();
    page.on('response', (response) => {
      if (/\.(js|css)$/.test(new URL(response.url()).pathname))
        encodings.add(response.headers()['content-encoding'] ?? 'none');
    });

    /** Waits until the main thread has been idle for a while (at 4×: late data, lazy chunks). */
    // Quiet: no frame slower than 50 ms for half a second (8 s at most: pages that poll).
    const settle = () =>
      page.evaluate(
        (quietMs) =>
          new Promise((resolve) => {
            const start = performance.now();
            let last = start;
            let quietSince = start;
            const frame = (now) => {
              if (now - last > 50) quietSince = now;
              last = now;
              if (now - quietSince > quietMs || now - start > 8000) resolve();
              else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          }),
        QUIET_MS,
      );

    /** Does `act`, waits for `done`, and records the longest Event Timing entry of what it did. */
    const interaction = async (name, act, done) => {
      await settle();
      // An entry is reported once its frame is on screen: the keyup of the Escape that closed a
      // dialog (no visual change of its own) can arrive in the next interaction's window. Only
      // the events of this interaction count: those that began after it started.
      const from = await page.evaluate(() => ({
        index: window.__perf.events.length,
        time: performance.now(),
      }));
      const profiling = PROFILE.some((wanted) => name.includes(wanted));
      if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      const tracing = TRACE.some((wanted) => name.includes(wanted));
      if (tracing)
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'disabled-by-default-devtools.timeline.stack',
          ],
        });
      await act();
      // Playwright's waits poll the page in animation frames (role queries, visibility checks):
      // started at once, they would run before the interaction's next paint and count in its
      // duration. The interaction's frame is over once the page has settled; then check it.
      await settle();
      if (done) await done();
      await settle();
      if (profiling) printProfile(name, (await cdp.send('Profiler.stop')).profile);
      if (tracing) printTrace(name, await browser.stopTracing());
      const entries = await page.evaluate(
        ({ index, time }) =>
          window.__perf.events.slice(index).filter((entry) => entry.start >= time),
        from,
      );
      const worst = entries.reduce((max, entry) => Math.max(max, entry.duration), 0);
      const slowest = entries.find((entry) => entry.duration === worst);
      interactions.push({ name, duration: worst, event: slowest?.name });
      console.log(
        `  ${name.padEnd(44)} ${worst ? `${String(Math.round(worst)).padStart(4)} ms (${slowest.name}: input delay ${Math.round(slowest.delay)}, handlers ${Math.round(slowest.processing)}, to the frame on screen ${Math.round(slowest.presentation)})` : '  <16 ms'}`,
      );
    };

    /** Loads `pathname` afresh, waits for `ready`, and records the page's LCP, CLS and long tasks. */
    const loadPage = async (name, pathname, ready) => {
      await page.goto(app(pathname));
      await throttle();
      await ready();
      await settle();
      const metrics = await page.evaluate(() => window.__perf);
      pages.push({ name, ...metrics });
      if (metrics.cls >= 0.01)
        for (const shift of metrics.shifts) console.log(`    shifted: ${shift}`);
      console.log(
        `  page ${name.padEnd(22)} LCP ${String(Math.round(metrics.lcp)).padStart(5)} ms  CLS ${metrics.cls.toFixed(3)}  long tasks ${String(Math.round(metrics.longTasks)).padStart(5)} ms (${metrics.longTaskCount})`,
      );
    };
    /**
     * A click as a user makes it: the mouse pressed and released at the element's centre (CDP input
     * events). Playwright's `locator.click()` also checks in the page, inside the event, that the
     * element under the pointer is the one it meant (`elementsFromPoint` and its own listeners): work
     * no user's click does, counted in the interaction.
     */
    const tap = async (locator) => {
      const target = locator.first();
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      if (!box) throw new Error(`nothing to click: ${locator}`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    const visible = (locator) => () => locator.first().waitFor({ state: 'visible' });
    const gone = (locator) => () => locator.waitFor({ state: 'detached' });
    const heading1 = page.getByRole('heading', { level: 1 });

    // /login/ on Lighthouse's mobile profile: a phone-sized viewport, 4× CPU and slow 4G (150 ms
    // round trip, 1.6 Mbit/s down, 750 kbit/s up), an empty cache each time (a new context).
    console.log(
      `\n/login/ on a mobile profile (${MOBILE_LOADS} fresh loads, ${SLOWDOWN}× CPU, 150 ms RTT, 1.6 Mbit/s down)`,
    );
    for (let load = 0; load < MOBILE_LOADS; load += 1) {
      const mobile = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      await mobile.addInitScript(installObservers);
      const phone = await mobile.newPage();
      const phoneCdp = await mobile.newCDPSession(phone);
      await phoneCdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      await phoneCdp.send('Network.enable');
      await phoneCdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await phone.goto(app('/login/'), { waitUntil: 'load' });
      await phone.getByRole('button', { name: 'Login' }).waitFor();
      // LCP is final once the page has been quiet for a while (no later, larger paint).
      await phone.waitForTimeout(SMOKE ? 300 : 1500);
      const { lcp, cls } = await phone.evaluate(() => window.__perf);
      mobileLcp.push(lcp);
      console.log(
        `  load ${load + 1}: LCP ${String(Math.round(lcp)).padStart(5)} ms  CLS ${cls.toFixed(3)}`,
      );
      await mobile.close();
    }
    console.log(
      `  median LCP ${Math.round(median(mobileLcp))} ms, worst ${Math.round(Math.max(...mobileLcp))} ms (target 1,800 ms)`,
    );

    console.log(
      `\nthe console at ${SLOWDOWN}× CPU slowdown (Event Timing duration per interaction)`,
    );
    await loadPage('/login/', '/login/', visible(page.getByRole('button', { name: 'Login' })));
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
    await interaction(
      'sign in (Login)',
      () => tap(page.getByRole('button', { name: 'Login' })),
      () => page.waitForURL(/\/projects\/$/),
    );

    // Projects: sort, page, open the Add Project dialog, open a project.
    if (runsPage('projects')) {
      await loadPage(
        '/projects/',
        '/projects/',
        visible(page.getByRole('table', { name: 'Projects' }).locator('tbody tr')),
      );
      const projects = page.getByRole('table', { name: 'Projects' });
      await interaction('projects: sort by Name', () =>
        tap(projects.getByRole('button', { name: 'Name' })),
      );
      const addProject = page.getByRole('button', { name: 'Add Project' });
      await interaction(
        'open Add Project',
        () => tap(addProject),
        visible(page.getByRole('dialog')),
      );
      await interaction(
        'close Add Project (Escape)',
        () => page.keyboard.press('Escape'),
        gone(page.getByRole('dialog')),
      );
    }

    if (runsPage('dashboard')) await loadPage('/dashboard/', '/dashboard/', visible(heading1));

    // Project detail: each tab, the graph's range, the alarm configuration dialog.
    if (runsPage('project')) {
      await loadPage('/projects/1/', '/projects/1/', visible(page.getByRole('tab').first()));
      const tabList = page.getByRole('tablist', { name: 'Project sections' });
      for (const tab of await tabList.getByRole('tab').allInnerTexts()) {
        const name = tab.trim();
        if (!name) continue;
        await interaction(`project tab ${name}`, () =>
          tap(tabList.getByRole('tab', { name, exact: true })),
        );
        if (name === 'Alarms') {
          const add = page.getByRole('button', { name: 'Add Alarm Configuration' });
          // UI_BENCH_REPEAT=N (diagnostics): open and close it N times, for the spread in one run.
          for (let time = 0; (await add.count()) && time < REPEAT; time += 1) {
            const again = time ? ` (${time + 1})` : '';
            await interaction(
              `open Add Alarm Configuration${again}`,
              () => tap(add),
              visible(page.getByRole('dialog')),
            );
            await interaction(
              `close Add Alarm Configuration (Escape)${again}`,
              () => page.keyboard.press('Escape'),
              gone(page.getByRole('dialog')),
            );
          }
        }
        if (name === 'Graph Logs') {
          // A native select: its list is the browser's own (not part of the page), so the
          // opening press is measured, then the choice is made by keyboard from the closed
          // select (Last 7 days -> Last 30 days), both real input.
          const range = page.getByRole('combobox', { name: 'Time range' });
          await range.waitFor();
          await interaction('graph: open Time range', () => tap(range));
          await page.keyboard.press('Escape');
          await range.focus();
          await interaction('graph: choose Last 30 days', () => page.keyboard.press('ArrowDown'));
          const chosen = await range.inputValue();
          if (chosen !== '30') throw new Error(`the time range is ${chosen}, not 30 days`);
        }
      }
    }

    // Devices: sort, page, search, open a row, both stats dialogs.
    if (runsPage('devices')) {
      const devices = page.getByRole('table', { name: 'Devices' });
      await loadPage('/devices/', '/devices/', visible(devices.locator('tbody tr')));
      await interaction('devices: sort by Unit ID', () =>
        tap(devices.getByRole('button', { name: 'Unit ID' })),
      );
      await page.getByLabel('Rows per page').selectOption('10');
      await page.getByRole('button', { name: 'Next page' }).waitFor();
      await interaction(
        'devices: Next page',
        () => tap(page.getByRole('button', { name: 'Next page' })),
        visible(page.getByText(/^11–20 of/)),
      );
      const search = page.getByRole('searchbox');
      await search.click();
      await interaction('devices: type a search (GMV-)', () => search.pressSequentially('GMV-'));
      await page.waitForFunction(() =>
        [...document.querySelectorAll('table tbody tr td:first-child')].every((cell) =>
          cell.textContent?.includes('GMV-'),
        ),
      );
      await interaction(
        'devices: open a row',
        () => tap(devices.locator('tbody tr').first()),
        visible(page.getByRole('heading', { name: 'System 1' })),
      );
      const system = page.getByRole('region', { name: 'System 1' });
      for (const dialog of ['Latest stats', 'Historical stats']) {
        await interaction(
          `open ${dialog}`,
          () => tap(system.getByRole('button', { name: dialog })),
          visible(page.getByRole('dialog').locator('tbody tr')),
        );
        await interaction(
          `close ${dialog} (Escape)`,
          () => page.keyboard.press('Escape'),
          gone(page.getByRole('dialog')),
        );
      }
    }

    // Users: sort, search, the Invite User dialog, open a row.
    if (runsPage('users')) {
      const users = page.getByRole('table', { name: 'Users' });
      await loadPage('/users/', '/users/', visible(users.locator('tbody tr')));
      await interaction('users: sort by Username', () =>
        tap(users.getByRole('button', { name: 'Username' })),
      );
      const invite = page.getByRole('button', { name: 'Invite User' });
      await interaction(
        'open Invite User',
        () => tap(invite),
        visible(page.getByRole('dialog', { name: 'Invite User' })),
      );
      await interaction(
        'close Invite User (Escape)',
        () => page.keyboard.press('Escape'),
        gone(page.getByRole('dialog')),
      );
      await interaction(
        'users: open a row',
        () => tap(users.locator('tbody tr').first()),
        () => page.waitForURL(/\/users\/\d+\/$/),
      );
    }
    console.log(`  JS and CSS content-encoding: ${[...encodings].join(', ')}`);
  } finally {
    await browser.close();
    await previewServer.close();
    stopServer();
    if (!process.env.UI_BENCH_NO_MINIFY) await rm(outDir, { recursive: true, force: true });
    else console.log(`  the build is kept in ${outDir}`);
    await rm(dataDir, { recursive: true, force: true });
  }
  return { interactions, pages, mobileLcp };
}

async function benchTables() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'ui-bench-tables-'));
  await build({
    root: here,
    logLevel: 'warn',
    configFile: false,
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { conditions: ['@hvac/source', ...defaultClientConditions] },
    environments: {
      ssr: { resolve: { conditions: ['@hvac/source', ...defaultServerConditions] } },
    },
    build: { outDir, emptyOutDir: true },
  });
  const server = await serveStatic(outDir, 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BROWSER_ARGS, '--disable-gpu-vsync', '--disable-frame-rate-limit'],
  });
  const names = ['ours', 'aggrid', 'tanstack'];
  const keys = ['mount', 'sort', 'scroll', 'filter'];
  const results = Object.fromEntries(
    names.map((name) => [name, Object.fromEntries(keys.map((key) => [key, []]))]),
  );
  const jumps = {};
  try {
    const page = await browser.newPage({
      viewport: { width: 1400, height: 900 },
      deviceScaleFactor: 1,
    });
    await page.addInitScript(installObservers);
    await page.goto(`${server.url}/index.html`);
    await page.waitForFunction(() => 'uiBench' in window);
    const measure = async (name) => {
      const mount = await page.evaluate((table) => window.uiBench.mount(table), name);
      const filter = await page.evaluate(() => window.uiBench.filter());
      const scroll = await page.evaluate(() => window.uiBench.scroll());
      const sort = await page.evaluate(() => window.uiBench.sort());
      await page.evaluate(() => window.uiBench.unmount());
      return { mount, sort, scroll, filter };
    };
    if (!SMOKE) for (const name of names) await measure(name); // warm-up
    console.log(`\n10,000 rows, 1× CPU, ${RUNS} runs, alternating order`);
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 === 0 ? names : [...names].reverse();
      for (const name of order) {
        const figures = await measure(name);
        for (const key of keys) results[name][key].push(figures[key]);
        console.log(
          `  run ${run + 1} ${name.padEnd(8)} ${keys.map((key) => `${key} ${figures[key].toFixed(1)} ms`).join('  ')}`,
        );
      }
    }
    // Big jumps at 4×: the time in long tasks (and their number) while the view jumps five times.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    for (const name of names) {
      await page.evaluate((table) => window.uiBench.mount(table), name);
      const before = await page.evaluate(() => ({ ...window.__perf }));
      const took = await page.evaluate(() => window.uiBench.jumps());
      await page.waitForTimeout(300);
      const after = await page.evaluate(() => ({ ...window.__perf }));
      await page.evaluate(() => window.uiBench.unmount());
      jumps[name] = {
        took,
        longTasks: after.longTasks - before.longTasks,
        count: after.longTaskCount - before.longTaskCount,
      };
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await browser.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
  const label = { ours: 'DataTable', aggrid: 'AG Grid', tanstack: 'TanStack Virtual' };
  console.log('\nmedian            mount      sort  scroll p95    filter');
  for (const name of names)
    console.log(
      `  ${label[name].padEnd(16)} ${keys.map((key) => `${median(results[name][key]).toFixed(1).padStart(6)} ms`).join('  ')}`,
    );
  const ratios = Object.fromEntries(
    keys.map((key) => [key, median(results.ours[key]) / median(results.aggrid[key])]),
  );
  console.log(
    `  DataTable / AG Grid: ${keys.map((key) => `${key} ${ratios[key].toFixed(2)}`).join('  ')}`,
  );
  console.log(`five big scroll jumps at ${SLOWDOWN}×:`);
  for (const name of names)
    console.log(
      `  ${label[name].padEnd(16)} ${jumps[name].took.toFixed(0).padStart(5)} ms to paint, long tasks ${jumps[name].longTasks.toFixed(0)} ms (${jumps[name].count})`,
    );
  return { ratios };
}

const loadBefore = loadavg();
const app = ONLY === 'tables' ? null : await benchApp();
const tables = ONLY === 'app' ? null : await benchTables();
const loadAfter = loadavg();
console.log(
  `\nload average (1/5/15 min) before ${formatLoad(loadBefore)}, after ${formatLoad(loadAfter)} on ${cpus().length} CPUs; ${new Date().toISOString()}`,
);
spawn('uptime', { stdio: 'inherit' });
await new Promise((resolve) => setTimeout(resolve, 200));
if (app?.mobileLcp.length)
  console.log(`ui-bench login-lcp-mobile=${Math.round(median(app.mobileLcp))}`);
if (app) {
  const worst = app.interactions.reduce((max, entry) =>
    entry.duration > max.duration ? entry : max,
  );
  console.log(`worst interaction: ${worst.name} (${Math.round(worst.duration)} ms)`);
  console.log(`ui-bench worst-interaction-4x=${Math.round(worst.duration)}`);
}
if (tables)
  console.log(`ui-bench table-vs-aggrid=${Math.max(...Object.values(tables.ratios)).toFixed(2)}`);
