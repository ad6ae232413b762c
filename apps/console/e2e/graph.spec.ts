import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { shot, signIn } from './helpers';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (options: object) => Promise<{
            violations: { id: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

/**
 * Pixels close to each of the given colours: of the chart's canvas, or of an exported PNG
 * (decoded by the browser) below its first `skipRows` rows.
 */
async function inkOf(
  page: Page,
  colours: string[],
  png?: { data: Buffer; skipRows: number },
): Promise<number[]> {
  return page.evaluate(
    async ({ base64, skipRows, hexes }) => {
      let source: HTMLCanvasElement | HTMLImageElement | null;
      if (base64 == null) {
        source = document.querySelector<HTMLCanvasElement>('figure canvas');
      } else {
        source = new Image();
        source.src = `data:image/png;base64,${base64}`;
        await source.decode();
      }
      const copy = document.createElement('canvas');
      copy.width = source instanceof HTMLImageElement ? source.naturalWidth : (source?.width ?? 0);
      copy.height =
        source instanceof HTMLImageElement ? source.naturalHeight : (source?.height ?? 0);
      const context = copy.getContext('2d');
      if (!source || !context || copy.width === 0) return hexes.map(() => 0);
      context.drawImage(source, 0, 0);
      const { data } = context.getImageData(0, skipRows, copy.width, copy.height - skipRows);
      const targets = hexes.map((hex) =>
        [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)),
      );
      const counts = hexes.map(() => 0);
      for (let index = 0; index < data.length; index += 4) {
        if (data[index + 3] < 200) continue;
        targets.forEach(([red, green, blue], target) => {
          if (
            Math.abs(data[index] - red) < 24 &&
            Math.abs(data[index + 1] - green) < 24 &&
            Math.abs(data[index + 2] - blue) < 24
          ) {
            counts[target] += 1;
          }
        });
      }
      return counts;
    },
    { base64: png?.data.toString('base64') ?? null, skipRows: png?.skipRows ?? 0, hexes: colours },
  );
}

/**
 * Drags with the mouse across the plot, at half its height, between two fractions of its width:
 * scrolled into view first and measured where it then is, as a person sees it before dragging.
 */
async function dragAcross(page: Page, plot: Locator, from: number, to: number): Promise<void> {
  await plot.scrollIntoViewIfNeeded();
  const box = (await plot.boundingBox())!;
  await page.mouse.move(box.x + box.width * from, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
}

test('graph logs: two headers over 30 days, zoom and reset, CSV and PNG export, the link redraws the chart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page
    .getByRole('table', { name: 'Projects' })
    .locator('tbody tr:not([aria-hidden="true"])')
    .first()
    .click();
  await page.getByRole('tab', { name: 'Graph Logs' }).click();

  const picker = page.getByRole('group', { name: /^Headers/ });
  await picker.getByRole('searchbox', { name: 'Search headers' }).fill('temperature');
  const checkboxes = picker.getByRole('checkbox');
  const names = [
    (await checkboxes.nth(0).getAttribute('aria-label')) ??
      (await checkboxes.nth(0).locator('..').innerText()),
    (await checkboxes.nth(1).getAttribute('aria-label')) ??
      (await checkboxes.nth(1).locator('..').innerText()),
  ];
  await checkboxes.nth(0).click();
  await checkboxes.nth(1).click();
  await expect(page.getByRole('group', { name: 'Headers (2 selected)' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Last 30 days' });
  await expect(page).toHaveURL(/range=30/);

  const plot = page.getByRole('slider', { name: 'Graph logs' });
  await expect(plot).toBeVisible({ timeout: 30_000 });
  const legend = page.getByRole('list', { name: 'Series' }).getByRole('button');
  await expect(legend).toHaveCount(2);
  await expect(legend.nth(0)).toHaveText(names[0].trim());
  await expect(legend.nth(1)).toHaveText(names[1].trim());
  // Two lines: ink in the palette's first two colours.
  const [first, second] = await inkOf(page, ['#0072B2', '#BF8400']);
  expect(first).toBeGreaterThan(100);
  expect(second).toBeGreaterThan(100);
  await shot(page, 'graph-30-days');

  // Drag across the middle third of the plot: zoomed, in the address, undone by Reset zoom.
  const ticksBefore = await page.locator('figure svg text').allTextContents();
  await dragAcross(page, plot, 1 / 3, 1 / 2);
  const reset = page.getByRole('button', { name: 'Reset zoom' });
  await expect(reset).toBeVisible();
  await expect(page).toHaveURL(/from=.*&to=/);
  await expect
    .poll(() => page.locator('figure svg text').allTextContents())
    .not.toEqual(ticksBefore);
  await reset.click();
  await expect(reset).toBeHidden();
  await expect(page).not.toHaveURL(/from=/);
  await expect(plot).toBeFocused();

  // Zoom again, export the shown data as CSV.
  await dragAcross(page, plot, 1 / 4, 1 / 2);
  await expect(reset).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^graph-.+\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
  const [headerRow, firstRow] = csv.split('\r\n');
  const legendLabels = await legend.allInnerTexts();
  expect(headerRow).toBe(
    [
      'timestamp',
      ...legendLabels.map((label) => (label.includes(',') ? `"${label}"` : label)),
    ].join(','),
  );
  expect(firstRow).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z,-?[\d.]*,-?[\d.]*$/);

  // Export the chart as PNG: a PNG file of the chart's width, with both lines drawn in it.
  const pngPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PNG' }).click();
  const pngDownload = await pngPromise;
  expect(pngDownload.suggestedFilename()).toMatch(/^graph-.+\.png$/);
  const png = readFileSync(await pngDownload.path());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  const axes = (await page.locator('figure canvas + svg').boundingBox())!;
  const pixelRatio = await page.evaluate(() => window.devicePixelRatio);
  expect(png.readUInt32BE(16)).toBe(Math.round(axes.width * pixelRatio));
  // The axes' height plus a legend strip above them (its swatches are not counted as lines).
  const legendRows = png.readUInt32BE(20) - Math.round(axes.height * pixelRatio);
  expect(legendRows).toBeGreaterThan(0);
  const [firstInPng, secondInPng] = await inkOf(page, ['#0072B2', '#BF8400'], {
    data: png,
    skipRows: legendRows,
  });
  expect(firstInPng).toBeGreaterThan(100);
  expect(secondInPng).toBeGreaterThan(100);

  // The link reproduces the chart: same headers, range and zoom.
  const zoomedTicks = await page.locator('figure svg text').allTextContents();
  const link = page.url();
  await page.goto(link);
  await expect(page.getByRole('slider', { name: 'Graph logs' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Series' }).getByRole('button')).toHaveText(
    legendLabels,
  );
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('30');
  await expect(page.getByRole('button', { name: 'Reset zoom' })).toBeVisible();
  await expect.poll(() => page.locator('figure svg text').allTextContents()).toEqual(zoomedTicks);
  await shot(page, 'graph-zoomed-link');

  expect(await axeViolations(page)).toEqual([]);
});
