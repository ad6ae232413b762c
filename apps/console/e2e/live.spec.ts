import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { LIVE_MESSAGES, LIVE_STREAM_PATH } from '@hvac/console-domain';

import { shot, signIn } from './helpers';

// Live updates (docs/adr/live-updates-stream.md): with the event stream up a device page asks for
// nothing on a timer; when the server refuses the stream, the shell says so and the page polls as
// before. Time runs on the page's fake clock, one refresh interval (10 s) per step, so a minute of
// polling takes seconds.

const devicesTable = (page: Page) => page.getByRole('table', { name: 'Devices' });
const isStream = (url: string) => new URL(url).pathname === LIVE_STREAM_PATH;
const isSlimRead = (request: Request) =>
  request.method() === 'GET' && /\/devices\/\d+\/slim\/$/.test(new URL(request.url()).pathname);

/** Opens a multi-unit device's page with the page's clock installed (it ticks only when told). */
async function openDevice(page: Page) {
  await signIn(page, 'operator');
  await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
  await expect(page).toHaveURL(/\/devices\/$/);
  const first = devicesTable(page).locator('tbody tr:not([aria-hidden="true"])').first();
  // The list first, then the search (typed into a list still loading, it was lost).
  await expect(first).toBeVisible();
  await page.getByRole('searchbox').fill('GMV-');
  await expect(first).toContainText('GMV-');
  await first.click();
  await expect(page).toHaveURL(/\/devices\/\d+\/$/);
  await page.clock.install();
}

/** Counts the device's summary reads while the page's clock runs `steps` refresh intervals. */
async function slimReadsOver(page: Page, steps: number): Promise<number[]> {
  const perStep: number[] = [];
  let count = 0;
  const onRequest = (request: Request) => {
    if (isSlimRead(request)) count += 1;
  };
  page.on('request', onRequest);
  for (let step = 0; step < steps; step += 1) {
    await page.clock.runFor(10_000);
    // A read started by a timer needs real time to leave; each step waits for it the same way.
    await page.waitForTimeout(400);
    perStep.push(count);
    count = 0;
  }
  page.off('request', onRequest);
  return perStep;
}

test.describe('live updates', () => {
  test('with the stream up, an open device page makes no periodic requests', async ({ page }) => {
    await openDevice(page);
    const streamUp = page.waitForResponse(
      (response) => isStream(response.url()) && response.status() === 200,
    );
    await page.reload();
    await streamUp;
    await expect(page.getByRole('heading', { name: 'System 1' })).toBeVisible();
    await expect(page.getByText(LIVE_MESSAGES.PAUSED)).toHaveCount(0);
    // 60 s of the page's time. The simulator polls every 10 s of real time and may poll this device
    // once in the few real seconds the steps take: one read for that event at most, never one a step.
    const reads = await slimReadsOver(page, 6);
    expect(reads.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
    // Values re-read on each poll (60 s apart) are not stale between polls.
    await expect(page.getByText(/^updated \d+ s ago$/).first()).toBeVisible();
    await expect(page.getByText('Stale')).toHaveCount(0);
    await shot(page, 'live-device');
  });

  test('when the server refuses the stream, the shell says so and the page polls', async ({
    page,
  }) => {
    await page.route(
      (url) => isStream(url.href),
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({ detail: 'Service unavailable.' }),
        }),
    );
    await openDevice(page);
    await page.reload();
    const notice = page.getByText(LIVE_MESSAGES.PAUSED);
    await expect(notice).toBeVisible();
    await expect(page.getByText(LIVE_MESSAGES.refused, { exact: false })).toBeVisible();
    await expect(page.locator('[aria-live="polite"]', { has: notice })).toHaveCount(1);
    const reads = await slimReadsOver(page, 6);
    // Polling every 10 s: a read in (nearly) every step.
    expect(reads.filter((count) => count > 0).length).toBeGreaterThanOrEqual(4);
    await shot(page, 'live-paused');
  });
});
