import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';

import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { shot, signIn } from './helpers';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** A plain 600 × 400 PNG plan (light grey), built here so the test needs no fixture file. */
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
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xee)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Project sections' });

/** Opens the first project of the list on one of its tabs. */
async function openProjectTab(page: Page, tab: 'Floor Plan' | 'Tree View' | 'Change Log') {
  const first = page
    .getByRole('table', { name: 'Projects' })
    .locator('tbody tr:not([aria-hidden="true"])')
    .first();
  await expect(first).toBeVisible();
  // The list may re-render once its counts arrive: press the row until the project opens.
  await expect(async () => {
    await first.click();
    await expect(page).toHaveURL(/\/projects\/\d+\/$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await tabs(page).getByRole('tab', { name: tab }).click();
}

async function chooseFloor(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Floor' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Floor' })).toHaveText(name);
}

const areaBox = (page: Page, label: string) =>
  page.locator('[data-area-id]').filter({ has: page.getByRole('button', { name: label }) });

test.describe('floor plan', () => {
  test.describe.configure({ mode: 'serial' });
  const floorName = `E2E floor ${Date.now().toString(36)}`;

  test('adds a floor with its image and an area, moves it by pointer and keys, saves it', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openProjectTab(page, 'Floor Plan');

    await page.getByRole('button', { name: 'Add Floor' }).click();
    const addFloor = page.getByRole('dialog', { name: 'Add Floor' });
    await addFloor.getByRole('button', { name: 'Add' }).click();
    await expect(addFloor.getByText('Floor name is required.')).toBeVisible();
    await expect(addFloor.getByText('Floor image is required.')).toBeVisible();
    await addFloor.getByLabel('Floor name').fill(floorName);
    await addFloor
      .getByLabel('Floor image')
      .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: planPng() });
    await addFloor.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Floor added successfully.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Floor' })).toHaveText(floorName);
    await expect(page.getByRole('img', { name: floorName })).toBeVisible();

    await page.getByRole('button', { name: 'Add New Area' }).click();
    const addArea = page.getByRole('dialog', { name: 'Add New Area' });
    await addArea.getByLabel('Label').fill('E2E area');
    await addArea.getByRole('combobox', { name: 'Unit number' }).click();
    await page.getByRole('option').first().click();
    await addArea.getByRole('button', { name: 'Add' }).click();
    const area = page.getByRole('button', { name: /^E2E area, unit/ });
    await expect(area).toBeVisible();

    // Pointer: 120 px right and 80 px down on screen, in image pixels at the plan's scale.
    await page.getByRole('switch', { name: 'Enable Dragging' }).click();
    const box = await area.boundingBox();
    if (!box) throw new Error('area not laid out');
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x + 70, box.y + 50, { steps: 5 });
    await page.mouse.move(box.x + 130, box.y + 90, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByText('Unsaved moves')).toBeVisible();
    // Keyboard: Shift+Right 10 px, Down 1 px; announced.
    await area.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: /^E2E area moved to/ })).toBeVisible();
    const left = await areaBox(page, 'E2E area').evaluate((element) => element.style.left);
    const top = await areaBox(page, 'E2E area').evaluate((element) => element.style.top);
    expect(left).not.toBe('0%');
    expect(top).not.toBe('0%');
    await shot(page, 'floor-plan-moved');

    await page.getByRole('button', { name: 'Save Positions' }).click();
    // An earlier save's toast may still be showing: the newest is this one's.
    await expect(page.getByText('Floor plan saved.').last()).toBeVisible();
    await expect(page.getByText('Unsaved moves')).toHaveCount(0);

    await page.reload();
    await chooseFloor(page, floorName);
    await expect(areaBox(page, 'E2E area')).toHaveAttribute(
      'style',
      new RegExp(`left: ${left.replace('.', '\\.')}; top: ${top.replace('.', '\\.')}`),
    );
  });

  test('asks before leaving with unsaved moves, reorders and deletes floors', async ({ page }) => {
    await signIn(page, 'admin');
    await openProjectTab(page, 'Floor Plan');
    await chooseFloor(page, floorName);
    const ask = page.getByRole('dialog', { name: 'Unsaved moves' });
    const unsaved = page.getByRole('status').filter({ hasText: /^Unsaved moves$/ });
    const moveArea = async () => {
      await page.getByRole('button', { name: /^E2E area, unit/ }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(unsaved).toBeVisible();
    };

    await page.getByRole('switch', { name: 'Enable Dragging' }).click();
    await moveArea();
    // Another tab of the project: asked, and Stay keeps the tab and the moves.
    await tabs(page).getByRole('tab', { name: 'Tree View' }).click();
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('Areas were moved and not saved. Leave without saving?');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toHaveCount(0);
    // Focus goes back to what asked to leave, never to the page's body.
    await expect(tabs(page).getByRole('tab', { name: 'Tree View' })).toBeFocused();
    await expect(page).toHaveURL(/tab=floor_plan/);
    await expect(tabs(page).getByRole('tab', { name: 'Floor Plan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The browser's Back button: asked too; Stay keeps the page where it was.
    const here = page.url();
    await page.evaluate(() => window.history.back());
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(here);
    await expect(unsaved).toBeVisible();

    // Another floor of the same tab would drop the moves too: asked the same.
    await page.getByRole('combobox', { name: 'Floor' }).click();
    await page.getByRole('option').filter({ hasNotText: floorName }).first().click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByRole('combobox', { name: 'Floor' })).toHaveText(floorName);
    await expect(page.getByRole('combobox', { name: 'Floor' })).toBeFocused();
    await expect(unsaved).toBeVisible();

    // Reloading or closing the page: the browser's own question (beforeunload), dismissed.
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const unload = await question;
    expect(unload.type()).toBe('beforeunload');
    await unload.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(unsaved).toBeVisible();

    // A link of the shell taken by keyboard: Escape stays, and focus is back on the link.
    const devicesLink = page.getByRole('navigation').getByRole('link', { name: 'Devices' });
    await devicesLink.focus();
    await page.keyboard.press('Enter');
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(devicesLink).toBeFocused();
    await expect(unsaved).toBeVisible();

    // A link of the shell: Leave without saving drops the moves and goes.
    await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/devices\/$/);
    // Back to the plan: nothing unsaved any more, so nothing asks.
    await page.goBack();
    await expect(page).toHaveURL(/tab=floor_plan/);
    await chooseFloor(page, floorName);
    await expect(unsaved).toHaveCount(0);

    const before = await page.getByRole('combobox', { name: 'Floor' }).innerText();
    expect(before).toBe(floorName);
    await page.getByRole('button', { name: 'Move floor up' }).click();
    await page.getByRole('combobox', { name: 'Floor' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    // The new floor was last; now it is one place higher (read once the list and the new order
    // are on screen: the list opens before its options are drawn).
    await expect
      .poll(async () => (await page.getByRole('option').allInnerTexts()).at(-2))
      .toBe(floorName);
    const names = await page.getByRole('option').allInnerTexts();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete Floor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Floor' });
    await expect(confirm).toContainText(floorName);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Floor deleted.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Floor' })).toHaveText(names[0] ?? '');
  });
});

test.describe('tree view', () => {
  test('picks a device, a system and a unit, and an operator writes a set temperature', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'operator');
    await openProjectTab(page, 'Tree View');
    await expect(page.getByRole('heading', { name: 'No Item Selected' })).toBeVisible();

    const tree = page.getByRole('tree', { name: 'Device Models, Systems and Indoor Units' });
    // A device opens to its systems, a system to its indoor units.
    await tree.getByRole('treeitem', { level: 1 }).first().click();
    await expect(page.getByText('Unit ID')).toBeVisible();
    await expect(tree.getByRole('treeitem', { level: 1 }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const system = tree.getByRole('treeitem', { level: 2 }).first();
    await system.click();
    await expect(system).toHaveAttribute('aria-selected', 'true');
    // Keyboard: Right enters the open system's first unit, Enter chooses it.
    await expect(system).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const firstUnit = tree.getByRole('treeitem', { level: 3 }).first();
    await expect(firstUnit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(firstUnit).toHaveAttribute('aria-selected', 'true');
    await expect(tree.getByRole('treeitem', { selected: true })).toHaveCount(1);
    await expect(page.getByText('Real-time parameters loaded for indoor unit.')).toBeVisible();
    const status = page.getByRole('table', { name: 'Status Parameters' });
    await expect(status).toBeVisible();
    await expect(page.getByRole('table', { name: 'Error Parameters' })).toBeVisible();
    await shot(page, 'tree-view');

    const setRow = status.getByRole('row', { name: /set temp/i });
    await setRow.getByRole('button', { name: /^Write/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Write .*set temp/i });
    const input = dialog.getByRole('spinbutton', { name: 'New value (°C)' });
    await input.fill('35');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Enter a value from 16.0 to 30.0 °C.')).toBeVisible();
    await input.fill('23.5');
    await dialog.getByRole('button', { name: 'Send' }).click();
    // The poller sends a new write at once, so 'In progress.' may last only milliseconds: the
    // status is one of the two, then the device's echo completes it.
    await expect(dialog.getByRole('status')).toHaveText(/In progress\.|It was successful\./);
    await expect(dialog.getByText('It was successful.')).toBeVisible({ timeout: 40_000 });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(setRow.getByRole('cell', { name: '23.5 °C' })).toBeVisible({ timeout: 15_000 });

    await tabs(page).getByRole('tab', { name: 'Change Log' }).click();
    await expect(
      page
        .getByText(/Nikola Ilić sent register write with parameter .*and value 23\.5 °C\./)
        .first(),
    ).toBeVisible();
  });
});

test.describe('read-only and accessibility', () => {
  test('a spectator sees live values without edit or write controls; both tabs pass axe', async ({
    page,
  }) => {
    await signIn(page, 'spectator');
    await openProjectTab(page, 'Floor Plan');
    await expect(page.getByRole('group', { name: /^Floor: / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Floor' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Enable Dragging' })).toHaveCount(0);
    // The hint offers nothing a spectator cannot do.
    await expect(
      page.getByText('Select an area with Tab or a click to see its unit.'),
    ).toBeVisible();
    await expect(page.getByText(/With dragging enabled/)).toHaveCount(0);
    await shot(page, 'floor-plan-spectator');
    const firstArea = page.locator('[data-area-id] button').first();
    await firstArea.click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Write/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await tabs(page).getByRole('tab', { name: 'Tree View' }).click();
    const tree = page.getByRole('tree', { name: 'Device Models, Systems and Indoor Units' });
    await tree.getByRole('treeitem', { level: 1 }).first().click();
    await tree.getByRole('treeitem', { level: 2 }).first().click();
    await tree.getByRole('treeitem', { level: 3 }).first().click();
    await expect(page.getByRole('table', { name: 'Status Parameters' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Write/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // At 320 px neither tab scrolls sideways, and both still pass axe.
    await page.setViewportSize({ width: 320, height: 800 });
    const main = page.getByRole('main');
    const sideways = () => main.evaluate((element) => element.scrollWidth - element.clientWidth);
    await expect(tree.getByRole('treeitem', { level: 3 }).first()).toBeVisible();
    expect(await sideways()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await tabs(page).getByRole('tab', { name: 'Floor Plan' }).click();
    await expect(page.getByRole('group', { name: /^Floor: / })).toBeVisible();
    expect(await sideways()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'floor-plan-320');
  });
});
