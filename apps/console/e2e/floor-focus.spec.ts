import { crc32, deflateSync } from 'node:zlib';

import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { signIn } from './helpers';

/** A plain PNG plan (light grey), built here so the test needs no fixture file. */
function planPng(width = 600, height = 400): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xee)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * What has focus, as a person would say it: its role and name (or its tag), read from
 * document.activeElement; '<body>' when focus was dropped.
 */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '<body>';
    const role = active.getAttribute('role') ?? active.tagName.toLowerCase();
    const labelledBy = active.getAttribute('aria-labelledby');
    const name =
      active.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy.split(' ')[0])?.textContent : null) ??
      active.textContent ??
      '';
    return `${role}: ${name.trim()}`;
  });
}

/** Waits until focus has settled on `target` (and never on <body>). */
async function expectFocusOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  expect(await focused(page)).not.toBe('<body>');
}

/** Whether the buttons named `names` are clear of every toast on screen (as drawn now). */
async function clearOfToasts(page: Page, names: string[]): Promise<boolean> {
  return page.evaluate((wanted) => {
    const buttons = [...document.querySelectorAll('button')].filter((button) =>
      wanted.includes(button.textContent?.trim() ?? ''),
    );
    if (buttons.length !== wanted.length) return false;
    const toasts = [...document.querySelectorAll('[data-tone]')];
    return buttons.every((button) => {
      const box = button.getBoundingClientRect();
      return toasts.every((toast) => {
        const other = toast.getBoundingClientRect();
        return (
          box.right <= other.left ||
          other.right <= box.left ||
          box.bottom <= other.top ||
          other.bottom <= box.top
        );
      });
    });
  }, names);
}

test('floor plan: focus goes somewhere meaningful after every action, never to <body>', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const floorName = `Focus floor ${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  const first = page
    .getByRole('table', { name: 'Projects' })
    .locator('tbody tr:not([aria-hidden="true"])')
    .first();
  await expect(async () => {
    await first.click();
    await expect(page).toHaveURL(/\/projects\/\d+\/$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page
    .getByRole('tablist', { name: 'Project sections' })
    .getByRole('tab', { name: 'Floor Plan' })
    .click();
  const floorSelect = page.getByRole('combobox', { name: 'Floor' });

  // Add Floor: focus on the floor select, which shows the new floor.
  await page.getByRole('button', { name: 'Add Floor' }).click();
  const addFloor = page.getByRole('dialog', { name: 'Add Floor' });
  await addFloor.getByLabel('Floor name').fill(floorName);
  await addFloor
    .getByLabel('Floor image')
    .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: planPng() });
  await addFloor.getByRole('button', { name: 'Add' }).click();
  await expect(addFloor).toHaveCount(0);
  await expect(floorSelect).toHaveText(floorName);
  await expectFocusOn(page, floorSelect);

  // Add New Area → Add: focus on the new area on the plan (which selects it).
  await page.getByRole('button', { name: 'Add New Area' }).click();
  const addArea = page.getByRole('dialog', { name: 'Add New Area' });
  await addArea.getByLabel('Label').fill('Focus area');
  await addArea.getByRole('combobox', { name: 'Unit number' }).click();
  // Units are named with their system: 'System 1 · Unit 1 · …'.
  await expect(page.getByRole('option').first()).toHaveText(/^System \d+ · Unit \d+/);
  await page.getByRole('option').first().click();
  await addArea.getByRole('button', { name: 'Add' }).click();
  const area = page.getByRole('button', { name: /^Focus area, unit/ });
  await expectFocusOn(page, area);
  await expect(page.getByRole('heading', { name: 'Area: Focus area' })).toBeVisible();

  // A keyboard move, then Save Positions: focus stays on the button (nothing left to save).
  await page.getByRole('switch', { name: 'Enable Dragging' }).click();
  await area.focus();
  await page.keyboard.press('Shift+ArrowRight');
  const savePositions = page.getByRole('button', { name: 'Save Positions' });
  await savePositions.click();
  await expect(page.getByText('Floor plan saved.').last()).toBeVisible();
  await expect(savePositions).toHaveAttribute('aria-disabled', 'true');
  await expectFocusOn(page, savePositions);

  // Save Changes in the side panel: focus stays on it, and the toast does not cover it.
  await page.getByRole('textbox', { name: 'Label' }).fill('Focus area 2');
  const saveChanges = page.getByRole('button', { name: 'Save Changes' });
  await saveChanges.click();
  await expect(page.getByRole('heading', { name: 'Area: Focus area 2' })).toBeVisible();
  await expectFocusOn(page, saveChanges);
  // The save's toast is up now: both buttons of the panel stay clear of it.
  await expect(
    page.getByRole('region', { name: 'Notifications' }).locator('[data-tone]'),
  ).not.toHaveCount(0);
  expect(await clearOfToasts(page, ['Save Changes', 'Remove Area'])).toBe(true);

  // Move floor up, then down again: the floor shown stays the moved one; focus never drops.
  const moveUp = page.getByRole('button', { name: 'Move floor up' });
  const moveDown = page.getByRole('button', { name: 'Move floor down' });
  await moveUp.click();
  await expect(moveDown).not.toHaveAttribute('aria-disabled', 'true');
  await expect(floorSelect).toHaveText(floorName);
  expect(await focused(page)).not.toBe('<body>');
  await moveDown.click();
  // The last floor again: Move floor down is disabled, Move floor up takes focus.
  await expect(moveDown).toHaveAttribute('aria-disabled', 'true');
  await expectFocusOn(page, moveUp);
  await expect(floorSelect).toHaveText(floorName);

  // Remove Area asks; once removed, focus goes to what is left (Add New Area on an empty plan).
  await page.getByRole('button', { name: /^Focus area 2, unit/ }).click();
  await page.getByRole('button', { name: 'Remove Area' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Area' });
  await expect(remove).toContainText('Focus area 2');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: /^Focus area 2, unit/ })).toHaveCount(0);
  await expectFocusOn(page, page.getByRole('button', { name: 'Add New Area' }));

  // Delete Floor: focus on the floor select, showing the floor that is left.
  await page.getByRole('button', { name: 'Delete Floor' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Floor' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Floor deleted.')).toBeVisible();
  await expect(floorSelect).not.toHaveText(floorName);
  await expectFocusOn(page, floorSelect);
});
