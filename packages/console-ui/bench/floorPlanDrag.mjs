// Benchmark: dragging one area of a 200-area FloorPlan in Debian's Chromium, at 1× and at 4× CPU
// slowdown (CDP Emulation.setCPUThrottlingRate). Prints the p95 (and median, max) interval between
// animation frames while the pointer moves, against the targets 16.7 ms (1×) and 33 ms (4×).
// Those targets are one and two frames of a 60 Hz display. requestAnimationFrame times are
// vsync-aligned but carry about ±0.1 ms of timestamp jitter (16.6, 16.7, 16.8 ms for one frame), so
// each interval is also counted in whole frames and a target is met when the p95 in whole frames is
// at most 1 (1×) or 2 (4×); the raw p95 in ms is printed beside it. A short drag before each
// measured one warms the page up (first-use compilation is not what a user drags through).
//   pnpm --filter @hvac/console-ui bench
// Uses the static Storybook in STORYBOOK_STATIC_DIR (default: <repo>/storybook-static), building it
// first when it is missing. Exits 1 when a target is missed. `--smoke` (or BENCH_SMOKE=1): a short
// drag without warm-up, figures printed but not held to the targets (CI's check that it runs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const staticDir = path.resolve(root, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const { serveStatic } = await import(path.join(root, 'scripts/serve-static.mjs'));

const STORY = 'widgets-floorplan-features--two-hundred-areas';
const RUNS = [
  { rate: 1, target: 16.7, targetFrames: 1 },
  { rate: 4, target: 33, targetFrames: 2 },
];
const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const DRAG_FRAMES = SMOKE ? 30 : 180;
// BENCH_WARM_UP=0 measures the very first drag of a fresh page instead.
const WARM_UP_FRAMES = SMOKE ? 0 : Number(process.env.BENCH_WARM_UP ?? 30);
const FRAME_MS = 1000 / 60;

if (!existsSync(path.join(staticDir, 'iframe.html'))) {
  console.log(`Building Storybook into ${staticDir} …`);
  const built = spawnSync(
    path.join(root, 'node_modules/.bin/storybook'),
    ['build', '--quiet', '--output-dir', staticDir],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

const server = await serveStatic(staticDir, 0);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
let failed = false;
try {
  for (const { rate, target, targetFrames } of RUNS) {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await page.goto(`${server.url}/iframe.html?id=${STORY}&viewMode=story&args=draggable:!true`);
    const area = page.locator('[data-area-id="g45"]');
    await area.waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const box = await area.boundingBox();
    if (!box) throw new Error('area not laid out');

    const startX = box.x + box.width / 2;
    const startY = box.y + box.height / 2;
    const drag = async (steps) => {
      await page.mouse.move(startX, startY);
      await page.mouse.down();
      for (let step = 1; step <= steps; step += 1) {
        const angle = (step / steps) * Math.PI * 2;
        await page.mouse.move(startX + Math.sin(angle) * 200, startY + (1 - Math.cos(angle)) * 120);
      }
      await page.mouse.up();
    };
    if (WARM_UP_FRAMES > 0) await drag(WARM_UP_FRAMES);

    // Record every animation frame while the pointer moves one step per frame.
    await page.evaluate(() => {
      const state = { times: [], running: true };
      window.__frames = state;
      const tick = (time) => {
        state.times.push(time);
        if (state.running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await drag(DRAG_FRAMES);
    const times = await page.evaluate(() => {
      window.__frames.running = false;
      return window.__frames.times;
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();

    const intervals = times
      .slice(1)
      .map((time, index) => time - times[index])
      .sort((a, b) => a - b);
    const p95 = percentile(intervals, 0.95);
    const p95Frames = Math.max(1, Math.round(p95 / FRAME_MS));
    const late = intervals.filter((interval) => Math.round(interval / FRAME_MS) > targetFrames);
    const ok = p95Frames <= targetFrames;
    failed ||= !ok;
    console.log(
      `CPU ${rate}×: ${intervals.length} frames, p50 ${percentile(intervals, 0.5).toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms (${p95Frames} frame${p95Frames > 1 ? 's' : ''}), ` +
        `max ${intervals.at(-1).toFixed(1)} ms, over ${targetFrames} frame${targetFrames > 1 ? 's' : ''}: ` +
        `${((late.length / intervals.length) * 100).toFixed(1)} % ` +
        `(target p95 ≤ ${target} ms) ${ok ? 'OK' : 'MISSED'}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed && !SMOKE ? 1 : 0);
