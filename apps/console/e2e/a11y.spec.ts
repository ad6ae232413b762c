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

/** Runs axe (WCAG 2.2 A and AA rules) on the page and answers its violations, briefly. */
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
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
      },
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
      page
        .getByRole('table', { name: ready })
        .locator('tbody tr:not([aria-hidden="true"])')
        .first(),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  }
});

test('the project screens pass axe, also at 320 px without sideways scroll', async ({ page }) => {
  // Five axe runs on a shared, loaded machine.
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const rows = page
    .getByRole('table', { name: 'Projects' })
    .locator('tbody tr:not([aria-hidden="true"])');
  await expect(rows.first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Project' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await rows.first().click();
  const entries = page
    .getByRole('table', { name: 'Alarm Entries' })
    .locator('tbody tr:not([aria-hidden="true"])');
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

/** True when the page is wider than the window (it scrolls sideways; WCAG 1.4.10 at 320 px). */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

const WIDTHS = [1440, 320] as const;

/** axe at both widths, and no sideways scrolling at 320 px, for the state the page is in. */
async function checkState(page: Page, state: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Let the layout settle (container queries, the drawer switching to its overlay).
    await page.waitForTimeout(150);
    expect(await violations(page), `axe at ${width} px: ${state}`).toEqual([]);
    if (width === 320)
      expect(await scrollsSideways(page), `sideways at 320 px: ${state}`).toBe(false);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('every screen, dialog and menu passes axe (WCAG 2.2 AA) at 1440 and 320 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await checkState(page, 'login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await checkState(page, 'login with errors');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkState(page, 'forgot password');

  await signIn(page, 'admin');
  await checkState(page, 'dashboard');

  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violations(page), 'settings menu').toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/devices/');
  const devices = page.getByRole('table', { name: 'Devices' });
  await expect(devices.locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible();
  await checkState(page, 'devices');
  await page.getByRole('searchbox').fill('no such device');
  await expect(page.getByText('No Devices')).toBeVisible();
  await checkState(page, 'devices, none found');

  for (const prefix of ['ALT-', 'GMV-']) {
    await page.goto('/devices/');
    await page.getByRole('searchbox').fill(prefix);
    await expect(
      devices.locator('tbody tr:not([aria-hidden="true"]) td:first-child').first(),
    ).toContainText(prefix);
    await devices.locator('tbody tr:not([aria-hidden="true"])').first().click();
    await expect(page).toHaveURL(/\/devices\/\d+\/(single\/)?$/);
    await expect(page.getByRole('button', { name: /^Latest stats/ }).first()).toBeVisible();
    await checkState(page, `device ${prefix}`);
    for (const dialog of ['Latest stats', 'Historical stats']) {
      await page
        .getByRole('button', { name: new RegExp(`^${dialog}`) })
        .first()
        .click();
      await expect(
        page.getByRole('dialog').locator('tbody tr:not([aria-hidden="true"])').first(),
      ).toBeVisible();
      await checkState(page, `${dialog} of ${prefix}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  }

  for (const path of ['/devices/abc/', '/devices/abc/single/', '/users/abc/', '/users/999999/']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /^Back to/ })).toBeVisible();
    await checkState(page, path);
  }

  await page.goto('/users/');
  await expect(
    page
      .getByRole('table', { name: 'User Invites' })
      .locator('tbody tr:not([aria-hidden="true"])')
      .first(),
  ).toBeVisible();
  await checkState(page, 'users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByText('All fields are required.')).toBeVisible();
  await checkState(page, 'invite dialog with errors');
  await invite.getByRole('combobox').click();
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await violations(page), 'permission type select open').toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page
    .getByRole('table', { name: 'Users' })
    .locator('tbody tr:not([aria-hidden="true"])')
    .first()
    .click();
  await expect(page).toHaveURL(/\/users\/\d+\/$/);
  await expect(page.getByText('Username', { exact: true })).toBeVisible();
  await checkState(page, 'user');

  for (const path of ['/changepassword/', '/profile/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkState(page, path);
  }
});
