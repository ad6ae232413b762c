// pnpm run bench:graph: TimeSeriesChart against uPlot in Debian's Chromium, on the same data
// (6 series × 25,920 points, 90 days at 5 minutes, one outage) and the same canvas size; 5 runs
// each, alternating which chart goes first, after one untimed warm-up of each. Reports the median
// paint (data in hand to pixels on screen), hover (pointer move to painted tooltip) and zoom (drag
// released to zoomed pixels) times, the machine's load, and last `graph-bench ratio=<ours/uPlot paint>`.
// `--smoke` (or BENCH_SMOKE=1): one run each without warm-up and a few hover moves; the figures are
// printed but not worth reading (CI's check that the benchmark still runs).
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, defaultClientConditions, defaultServerConditions } from 'vite';
import { serveStatic } from '../../scripts/serve-static.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const RUNS = SMOKE ? 1 : 5;
const HOVER_MOVES = SMOKE ? 5 : 25;
const FRAME_BUDGET = 1000 / 60;

const outDir = await mkdtemp(path.join(tmpdir(), 'graph-bench-'));
await build({
  root: here,
  logLevel: 'warn',
  configFile: false,
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@hvac/source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['@hvac/source', ...defaultServerConditions] } } },
  build: { outDir, emptyOutDir: true },
});

const server = await serveStatic(outDir, 0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Frames as soon as they are ready, not at 60 Hz: the times are the work, not the wait for vsync.
    '--disable-gpu-vsync',
    '--disable-frame-rate-limit',
  ],
});
const load = { before: loadavg() };
const results = {
  ours: { paint: [], script: [], hover: [], zoom: [] },
  uplot: { paint: [], script: [], hover: [], zoom: [] },
};
try {
  const page = await browser.newPage({
    viewport: { width: 1400, height: 900 },
    deviceScaleFactor: 1,
  });
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction(() => 'graphBench' in window);
  const points = await page.evaluate(() => window.graphBench.points);

  const measure = async (name) => {
    const { total: paint, script } = await page.evaluate(
      (chart) => window.graphBench.paint(chart),
      name,
    );
    const hover = await page.evaluate(
      ([chart, moves]) => window.graphBench.hover(chart, moves),
      [name, HOVER_MOVES],
    );
    const zoom = await page.evaluate((chart) => window.graphBench.zoom(chart), name);
    await page.evaluate(() => window.graphBench.unmount());
    return { paint, script, hover, zoom };
  };

  // Warm-up: JIT, fonts and caches, for both, untimed.
  if (!SMOKE) {
    await measure('ours');
    await measure('uplot');
  }
  for (let run = 0; run < RUNS; run += 1) {
    const order = run % 2 === 0 ? ['ours', 'uplot'] : ['uplot', 'ours'];
    for (const name of order) {
      const figures = await measure(name);
      for (const key of Object.keys(figures)) results[name][key].push(figures[key]);
      console.log(
        `run ${run + 1} ${name.padEnd(5)} paint ${figures.paint.toFixed(1)} ms (script ${figures.script.toFixed(1)} ms)  hover ${figures.hover.toFixed(1)} ms  zoom ${figures.zoom.toFixed(1)} ms`,
      );
    }
  }
  load.after = loadavg();

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const format = (values) => `${median(values).toFixed(1).padStart(6)} ms`;
  console.log('');
  console.log(
    `data: ${points.toLocaleString('en-US')} points (6 series × 25,920), canvas 1200 × 400 CSS px, 1× CPU, ${RUNS} runs each`,
  );
  console.log('median           paint      hover       zoom');
  for (const name of ['ours', 'uplot']) {
    const label = name === 'ours' ? 'TimeSeriesChart' : 'uPlot';
    console.log(
      `${label.padEnd(15)} ${format(results[name].paint)} ${format(results[name].hover)} ${format(results[name].zoom)}`,
    );
  }
  const hoverOk = median(results.ours.hover) <= FRAME_BUDGET;
  const zoomOk = median(results.ours.zoom) <= FRAME_BUDGET;
  console.log(
    `ours within a 16.7 ms frame: hover ${hoverOk ? 'yes' : 'no'}, zoom ${zoomOk ? 'yes' : 'no'}`,
  );
  console.log(
    `load average (1/5/15 min) before ${load.before.map((value) => value.toFixed(2)).join(' ')}, after ${load.after
      .map((value) => value.toFixed(2))
      .join(' ')} on ${cpus().length} CPUs`,
  );
  const ratio = median(results.ours.paint) / median(results.uplot.paint);
  console.log(`graph-bench ratio=${ratio.toFixed(2)}`);
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
