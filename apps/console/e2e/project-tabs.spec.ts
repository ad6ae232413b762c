import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { shot, signIn } from './helpers';

// The first demo project (Ušće Business Tower): its seeded change log holds more than two pages
// of 20, and it has a document of every type. The second (Hotel Vojvodina) has three VRF systems.
const PROJECT = '/projects/1/';
const VRF_PROJECT = '/projects/2/';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe's serious and critical violations of the page (WCAG 2.x A and AA rules), briefly. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (options: object) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
            passes: unknown[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    if (result.passes.length === 0) throw new Error('axe checked nothing');
    return result.violations;
  });
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openTab(page: Page, tab: string, project = PROJECT) {
  await page.goto(`${project}?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Project');
}

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Project sections' });

test.describe('change log tab', () => {
  test('loads 20 entries, then the next page on scroll, one at a time, until the last', async ({
    page,
  }) => {
    const pages: number[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/change_log/')) pages.push(Number(url.searchParams.get('page')));
    });
    // Page 2 answers slowly, so its loading line can be seen.
    await page.route(/\/change_log\/\?page=2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await signIn(page, 'admin');
    await openTab(page, 'change_log');
    const timeline = page.getByRole('region', { name: 'Change Log Entries' });
    const entries = timeline.getByRole('listitem');
    await expect(entries).toHaveCount(20);
    const first = entries.first();
    await expect(first.getByRole('heading')).toHaveText(
      /^(register write|coil write) - (complete|failed|incomplete)$/,
    );
    await expect(first).toContainText(
      /sent (register|coil) write with parameter .+ and value .+\./,
    );
    await expect(first).toContainText(/It was successful\.|It has failed\.|In progress\./);
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2}$/);
    expect(pages).toEqual([1]);
    await shot(page, 'project-change-log');

    await entries.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4_000);
    await expect(timeline.getByRole('status')).toHaveText('Loading more entries...');
    await expect(entries).toHaveCount(40);

    // Keep scrolling to the end: pages arrive one by one and stop at the page without `next`.
    for (let round = 0; round < 5; round += 1) {
      await page.mouse.wheel(0, 10_000);
      await page.waitForTimeout(300);
    }
    await expect(timeline.getByRole('status')).toHaveCount(0);
    const total = await entries.count();
    expect(total).toBeGreaterThan(20);
    expect(pages).toEqual(Array.from({ length: Math.ceil(total / 20) }, (_, index) => index + 1));
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('documentation tab', () => {
  test('uploads with progress, renames, downloads and deletes a document; refuses an .exe', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openTab(page, 'documentation');
    const form = page.getByRole('form', { name: 'Upload Document' });
    await expect(page.getByRole('region', { name: 'Contracts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Installations' })).toBeVisible();
    await shot(page, 'project-documents');
    expect(await seriousViolations(page)).toEqual([]);

    // Refused at once: the allow-list of the domain package, with the catalogue's toast.
    await form.getByLabel('File').setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ not a document'),
    });
    await expect(
      form.getByText('Unsupported file type. Please upload a valid document.'),
    ).toBeVisible();
    await expect(page.getByText('Rejected files: setup.exe')).toBeVisible();

    // The upload answers after a second, so its progress can be seen.
    await page.route(/\/documents\/$/, async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1_000));
      await route.continue();
    });
    const upload = form.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    await form.getByRole('textbox', { name: /Name/ }).fill('E2E commissioning report');
    await form.getByLabel('File').setInputFiles({
      name: 'commissioning.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await expect(upload).toBeEnabled();
    await upload.click();
    await expect(form.getByRole('alert')).toHaveText(
      'Please fill out all fields before uploading.',
    );
    await form.getByRole('combobox', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Contract' }).click();
    await upload.click();
    await expect(form.getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
    await shot(page, 'project-document-uploading');
    await expect(page.getByText('Document uploaded successfully.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    const contracts = page.getByRole('list', { name: 'Contracts' });
    await expect(contracts).toContainText('E2E commissioning report');
    await expect(contracts).toContainText('PDF / pdf / 0.05 KB');
    // Focus goes to the new document (its download link), never to the page's body.
    await expect(
      page.getByRole('link', { name: 'Download E2E commissioning report' }),
    ).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Download E2E commissioning report',
    );

    // Rename.
    await page.getByRole('button', { name: 'Rename E2E commissioning report' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename document' });
    await rename.getByRole('textbox', { name: /Name/ }).fill('E2E commissioning report v2');
    // All six types, Installation included (DECISIONS.md): the document moves to that list.
    await rename.getByRole('combobox', { name: 'Type' }).selectOption('Installation');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Document updated successfully.')).toBeVisible();
    const installations = page.getByRole('list', { name: 'Installations' });
    await expect(installations).toContainText('E2E commissioning report v2');
    await expect(contracts).not.toContainText('E2E commissioning report v2');

    // Download through the signed link.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download E2E commissioning report v2' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await download.failure()).toBeNull();

    // Delete, after the confirmation; focus stays on the page.
    await page.getByRole('button', { name: 'Delete E2E commissioning report v2' }).click();
    const confirm = page.getByRole('dialog', { name: /E2E commissioning report v2/ });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Document deleted successfully.')).toBeVisible();
    await expect(installations).not.toContainText('E2E commissioning report v2');
    await expect(page.getByRole('heading', { name: 'Installations' })).toBeFocused();
  });

  test('a spectator downloads but cannot upload, rename or delete', async ({ page }) => {
    await signIn(page, 'spectator');
    await openTab(page, 'documentation');
    await expect(page.getByRole('region', { name: 'Contracts' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Download / }).first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Upload Document' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Rename|Delete) / })).toHaveCount(0);
    await shot(page, 'project-documents-spectator');
  });
});

test.describe('debug mode tab', () => {
  test('shows root every coil and register of a device, read in batches of at most 40', async ({
    page,
  }) => {
    const batches: number[] = [];
    page.on('request', (request: Request) => {
      if (!request.url().includes('/device_parameters_raw/')) return;
      const body = request.postDataJSON() as { coils: number[]; registers: number[] };
      batches.push(body.coils.length + body.registers.length);
    });
    await signIn(page, 'root', 'Root#2026');
    await openTab(page, 'debug_mode', VRF_PROJECT);
    await expect(tabList(page).getByRole('tab', { name: 'Debug Mode' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = page.getByRole('table');
    const caption = table.locator('caption');
    await expect(caption).toHaveText(/^\d+ coils and \d+ registers$/);
    // Every raw value has arrived once the button is no longer busy.
    await expect(page.getByRole('button', { name: 'Read again' })).toBeEnabled();
    const [coils, registers] = ((await caption.innerText()).match(/\d+/g) ?? []).map(Number);
    expect(coils + registers).toBeGreaterThan(40);
    expect(batches.length).toBe(Math.ceil((coils + registers) / 40));
    expect(Math.max(...batches)).toBeLessThanOrEqual(40);
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(coils + registers);
    await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^-?\d+$|^—$/);
    await shot(page, 'project-debug-mode');
    expect(await seriousViolations(page)).toEqual([]);

    // Another of the project's devices: its own formulas and its own read.
    const device = page.getByRole('combobox', { name: 'Device' });
    const first = await device.innerText();
    await device.click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(3);
    await options.nth(2).click();
    await expect(device).not.toHaveText(first);
    await expect(page.getByRole('button', { name: 'Read again' })).toBeEnabled();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
  });

  test('is not offered to an admin who is not a superuser', async ({ page }) => {
    await signIn(page, 'admin');
    await openTab(page, 'change_log');
    await expect(tabList(page).getByRole('tab', { name: 'Change Log' })).toBeVisible();
    await expect(tabList(page).getByRole('tab', { name: 'Debug Mode' })).toHaveCount(0);
  });
});
