import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { openDashboard, signIn } from './helpers';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Runs axe (WCAG 2.1 A and AA rules) on the page and answers its violations, briefly. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (options: object) => Promise<{ violations: AxeViolation[]; passes: unknown[] }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    if (result.passes.length === 0) throw new Error('axe checked nothing');
    return result.violations;
  });
  return found.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('the console’s screens pass axe', async ({ page }) => {
  await page.goto('/login/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await signIn(page, 'admin');
  await openDashboard(page);
  await expect(page.getByRole('region', { name: 'Alarm Entry Stats' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  for (const [link, ready] of [
    ['Devices', 'Devices'],
    ['Users', 'User Invites'],
  ] as const) {
    await page.getByRole('navigation').getByRole('link', { name: link }).click();
    await expect(
      page.getByRole('table', { name: ready }).locator('tbody tr').first(),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  }
});

test('the project screens pass axe, also at 320 px without sideways scroll', async ({ page }) => {
  // Five axe runs on a shared, loaded machine.
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const rows = page.getByRole('table', { name: 'Projects' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Project' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await rows.first().click();
  const entries = page.getByRole('table', { name: 'Alarm Entries' }).locator('tbody tr');
  await expect(entries.first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Status' }).getByRole('definition').first(),
  ).toHaveText(/^\d+$/);
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Alarm Configuration' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Alarm Configuration' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 320, height: 800 });
  await expect(entries.first()).toBeVisible();
  // The project screen itself never scrolls sideways (its tables scroll inside their own frame).
  // The shell's top bar is measured by the shell's own checks.
  const main = page.getByRole('main');
  expect(await main.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect(await violations(page)).toEqual([]);
});
