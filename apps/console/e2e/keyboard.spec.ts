import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { DEMO_PASSWORD } from './helpers';

/**
 * The console walked with the keyboard only (no clicks): after every key, focus is on a visible
 * element with a name, never on <body>, and not hidden under the sticky top bar (WCAG 2.1.1,
 * 2.4.3, 2.4.7, 2.4.11, 4.1.2).
 */

interface Focused {
  tag: string;
  name: string;
  visible: boolean;
  obscured: boolean;
}

/** What has focus: its tag, an approximation of its accessible name, and whether it shows. */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) {
      return { tag: 'body', name: '', visible: false, obscured: false };
    }
    const textOf = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const labelled = element.getAttribute('aria-labelledby');
    const labels = (element as HTMLInputElement).labels;
    const name = (
      element.getAttribute('aria-label') ??
      (labelled ? textOf(labelled) : null) ??
      (labels && labels.length > 0 ? labels[0].textContent : null) ??
      element.getAttribute('title') ??
      element.textContent ??
      ''
    ).trim();
    const rect = element.getBoundingClientRect();
    const visible =
      rect.width > 0 &&
      rect.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // Under the sticky top bar: the element lies wholly above the bar's lower edge while it is
    // not part of the bar (or of a dialog or menu drawn over it).
    const bar = document.querySelector('header');
    const inLayer = element.closest('header, [role="dialog"], [role="menu"], [role="listbox"]');
    const obscured =
      !!bar && !inLayer && rect.bottom <= bar.getBoundingClientRect().bottom && rect.bottom > 0;
    return { tag: element.tagName.toLowerCase(), name, visible, obscured };
  });
}

async function expectFocusUsable(page: Page, after: string): Promise<Focused> {
  // Focus may move a frame after the key (a heading after a route change): poll briefly.
  let state = await focused(page);
  for (let attempt = 0; attempt < 20 && (state.tag === 'body' || !state.visible); attempt += 1) {
    await page.waitForTimeout(50);
    state = await focused(page);
  }
  expect(state.tag, `focus fell to <body> after ${after}`).not.toBe('body');
  expect(state.visible, `focus is on a hidden ${state.tag} after ${after}`).toBe(true);
  expect(state.name, `focus is on a nameless ${state.tag} after ${after}`).not.toBe('');
  expect(state.obscured, `focus is under the top bar after ${after}`).toBe(false);
  return state;
}

/** Presses a key, then checks where focus went. */
async function press(page: Page, key: string): Promise<Focused> {
  const before = await focused(page);
  await page.keyboard.press(key);
  return expectFocusUsable(page, `${key} from ${before.tag} "${before.name}"`);
}

/** Types text (each character a key), then checks focus. */
async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await expectFocusUsable(page, `typing ${text}`);
}

/** Presses Tab (or Shift+Tab) until focus is on an element whose name matches, checking each stop. */
async function tabTo(page: Page, name: RegExp, key = 'Tab', limit = 40): Promise<Focused> {
  for (let step = 0; step < limit; step += 1) {
    const state = await press(page, key);
    if (name.test(state.name)) return state;
  }
  throw new Error(`${key} never reached ${String(name)}`);
}

test('the console works with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login/');

  // Sign in: focus starts in Username; an empty submit lands on the first invalid field.
  await expect(page.getByLabel('Username')).toBeFocused();
  await press(page, 'Enter');
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByText('Username is required')).toBeVisible();
  await type(page, 'admin');
  await press(page, 'Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await type(page, DEMO_PASSWORD);
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/(dashboard|projects)\/$/);
  await expect(page.locator('main h1')).toBeFocused();

  // The drawer: back from the heading to its Devices entry, Enter opens the list.
  await tabTo(page, /^Devices$/, 'Shift+Tab');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/devices\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeFocused();
  await expect(page).toHaveTitle('Devices · HVAC Console');
  const table = page.getByRole('table', { name: 'Devices' });
  await expect(table.locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible();

  // Sort by Unit ID.
  await tabTo(page, /^Unit ID$/);
  await press(page, 'Enter');
  await expect(table.getByRole('columnheader', { name: 'Unit ID' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Ten a page, then page forward: the pressed button becomes disabled, focus stays on the pager.
  await tabTo(page, /^Rows per page$/);
  await press(page, 'ArrowUp');
  await press(page, 'ArrowUp');
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expect(page.getByRole('status').filter({ hasText: /^1–10 of \d+$/ })).toBeVisible();
  await tabTo(page, /^Next page, Devices$/);
  await press(page, 'Enter');
  await expect(page.getByRole('status').filter({ hasText: /^11–/ })).toBeVisible();
  const total = Number(
    /of (\d+)/.exec(
      (await page.getByRole('status').filter({ hasText: /^11–/ }).textContent())!,
    )![1],
  );
  if (total <= 20) {
    await expect(page.getByRole('button', { name: 'Next page, Devices' })).toBeDisabled();
    await expectFocusUsable(page, 'the last page');
    await expect(page.getByRole('button', { name: 'Previous page, Devices' })).toBeFocused();
  }

  // Search: back up to the search box, type, the count is announced, open the first row.
  await tabTo(page, /^Search devices$/, 'Shift+Tab');
  const firstUnit = (
    await table.locator('tbody tr:not([aria-hidden="true"]) td:first-child').first().innerText()
  ).trim();
  await type(page, firstUnit);
  await expect(page.getByRole('status').filter({ hasText: /^1–\d+ of \d+$/ })).toBeVisible();
  await expect(
    table.locator('tbody tr:not([aria-hidden="true"]) td:first-child').first(),
  ).toHaveText(firstUnit);
  await tabTo(page, new RegExp(`^${firstUnit}$`));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/devices\/\d+\/(single\/)?$/);
  await expect(page.getByRole('heading', { level: 1, name: firstUnit })).toBeFocused();
  await expect(page).toHaveTitle(`${firstUnit} · HVAC Console`);

  // Both dialogs: focus moves in, Close stays in view while Tab cycles, Escape returns focus.
  await tabTo(page, /^Latest stats/);
  await press(page, 'Enter');
  const latest = page.getByRole('dialog');
  await expect(latest).toBeVisible();
  for (let step = 0; step < 12; step += 1) await press(page, 'Tab');
  await press(page, 'Escape');
  await expect(latest).toBeHidden();
  await tabTo(page, /^Historical stats/);
  await press(page, 'Enter');
  const historical = page.getByRole('dialog');
  await expect(historical.locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible();
  await expect(historical.getByLabel('Rows per page').locator('option')).toHaveText([
    '24',
    '48',
    '72',
  ]);
  for (let step = 0; step < 16; step += 1) {
    const state = await press(page, 'Tab');
    if (state.name === 'Close')
      await expect(historical.getByRole('button', { name: 'Close' })).toBeInViewport();
  }
  await press(page, 'Escape');
  await expect(historical).toBeHidden();
  await expect(page.getByRole('button', { name: /^Historical stats/ }).first()).toBeFocused();

  // Users: through the drawer, open a user, back, then an invite made and deleted by keyboard.
  await tabTo(page, /^Users$/, 'Shift+Tab', 60);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeFocused();
  await expect(
    page
      .getByRole('table', { name: 'User Invites' })
      .locator('tbody tr:not([aria-hidden="true"])')
      .first(),
  ).toBeVisible();
  const usersTable = page.getByRole('table', { name: 'Users' });
  const firstUser = (
    await usersTable
      .locator('tbody tr:not([aria-hidden="true"]) td:first-child')
      .first()
      .innerText()
  ).trim();
  await tabTo(page, new RegExp(`^${firstUser}$`));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/users\/\d+\/$/);
  await expect(page.locator('main h1')).toBeFocused();
  // The browser's Back (its Alt+ArrowLeft shortcut belongs to the browser's own window, which a
  // headless browser does not have).
  await page.goBack();
  await expectFocusUsable(page, 'Back');
  await expect(page).toHaveURL(/\/users\/$/);
  await expect(page.locator('main h1')).toBeFocused();

  await tabTo(page, /^Invite User$/);
  await press(page, 'Enter');
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await expect(invite).toBeVisible();
  await tabTo(page, /^Invite$/);
  await press(page, 'Enter');
  await expect(invite.getByRole('textbox', { name: /Email/ })).toBeFocused();
  const email = `keyboard-${Date.now()}@example.com`;
  await type(page, email);
  await press(page, 'Tab');
  await press(page, 'Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await tabTo(page, /^Spectator$/, 'ArrowDown', 6);
  await press(page, 'Enter');
  await tabTo(page, /^Invite$/);
  await press(page, 'Enter');
  await expect(invite).toBeHidden();
  await expectFocusUsable(page, 'inviting');

  const invites = page.getByRole('table', { name: 'User Invites' });
  await expect(invites.getByRole('row', { name: new RegExp(email) })).toBeVisible();
  await tabTo(page, new RegExp(`^Delete invite ${email}$`), 'Tab', 80);
  await press(page, 'Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete invite' });
  await expect(confirm).toBeVisible();
  await tabTo(page, /^Delete$/);
  await press(page, 'Enter');
  await expect(confirm).toBeHidden();
  await expect(invites.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
  await expectFocusUsable(page, 'deleting the invite');
  await expect(page.getByRole('heading', { name: 'User Invites' })).toBeFocused();
});
