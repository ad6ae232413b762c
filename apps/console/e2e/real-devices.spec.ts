// Real devices end to end (DECISIONS.md Real devices): the console against the reference server,
// whose demo runs a Modbus TCP emulator on loopback. A device is added at the emulator and polled;
// the emulator's fault switch (PUT /dev/emulator/faults/, behind the development secret) makes it
// silent or answer with an exception. Every task is done with the keyboard; every new state passes
// axe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { apiPort, emulatorPort, outboxToken } from './env';
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
      (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

/** The emulator's fault switch for one device (null clears it). The tenant of 127.0.0.1 is demo. */
async function setFault(
  request: APIRequestContext,
  device: number,
  fault: { kind: 'silent' } | { kind: 'exception'; code: number } | null,
) {
  const answer = await request.put(
    `http://127.0.0.1:${apiPort}/dev/emulator/faults/?token=${outboxToken}`,
    { data: { device, fault } },
  );
  expect(answer.status()).toBe(204);
}

/** Moves focus to `target` with Tab (or Shift+Tab) only, as a keyboard user would. */
async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean; max?: number } = {},
) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let step = 0; step < (options.max ?? 80); step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Opens the first project of the list by keyboard (Tab to its row, Enter). */
async function openFirstProject(page: Page): Promise<number> {
  const first = page
    .getByRole('table', { name: 'Projects' })
    .locator('tbody tr:not([aria-hidden="true"])')
    .first();
  await expect(first).toBeVisible();
  await expect(async () => {
    await first.click();
    await expect(page).toHaveURL(/\/projects\/\d+\/$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return Number(/\/projects\/(\d+)\//.exec(page.url())?.[1]);
}

const devicesCard = (page: Page) => page.getByRole('region', { name: 'Devices' });

/** A Modbus unit of the emulator no demo device uses. */
const UNIT = 201;
const UNIT_ID = `E2E-GW-${Date.now() % 100_000}`;

test.describe.serial('real devices against the emulator', () => {
  test.setTimeout(240_000);
  let deviceId = 0;
  let projectId = 0;

  test('an admin adds a device at the emulator by keyboard and sees it online with live values', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    projectId = await openFirstProject(page);
    const card = devicesCard(page);
    await tabTo(page, card.getByRole('button', { name: 'Add Device' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Device' });
    const model = dialog.getByRole('combobox', { name: /Model/ });
    await expect(model).toBeEnabled();
    await expect(model).toBeFocused();
    // A closed native select takes the first letters of an option.
    await page.keyboard.type('Midea');
    await expect(model).toHaveValue('midea-vrf-v6');
    await page.keyboard.press('Tab');
    await page.keyboard.type(UNIT_ID);
    await page.keyboard.press('Tab');
    await page.keyboard.type('127.0.0.1');
    for (const value of [String(emulatorPort), String(UNIT), '10']) {
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(value);
    }
    // Check Connection: one read, before anything is saved. No device answers at this unit of the
    // emulator yet: the answer is the reason.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Check Connection' })).toBeFocused();
    await page.keyboard.press('Enter');
    const check = dialog.getByRole('status');
    await expect(check).toHaveText(/\S/, { timeout: 15_000 });
    await expect(check).not.toHaveText(/Answered|Checking/, { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    // One system with one indoor unit.
    await tabTo(page, dialog.getByRole('button', { name: 'Add System' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('textbox', { name: /^System number/ })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Add Indoor Unit to System 1' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('textbox', { name: /^Unit number/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('E2E room');
    await shot(page, 'add-device');
    await tabTo(page, dialog.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Device added successfully.')).toBeVisible();

    // It shows in the card, then online once the poller has read it.
    const entry = card.getByRole('listitem').filter({ hasText: UNIT_ID });
    await expect(entry).toBeVisible();
    await expect(entry.getByText('Online')).toBeVisible({ timeout: 40_000 });

    // Now that the device exists, Check Connection in Edit answers with the time it took.
    await tabTo(page, entry.getByRole('button', { name: `Edit ${UNIT_ID}` }));
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Device' });
    await tabTo(page, edit.getByRole('button', { name: 'Check Connection' }));
    await page.keyboard.press('Enter');
    await expect(edit.getByRole('status')).toHaveText(/^Answered in \d+ ms$/, { timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    // Focus is back on Edit; Open comes before it.
    await tabTo(page, entry.getByRole('link', { name: `Open ${UNIT_ID}` }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/devices\/\d+\/$/);
    deviceId = Number(/\/devices\/(\d+)\//.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: UNIT_ID })).toBeVisible();
    await expect(page.getByText('Online').first()).toBeVisible();

    // The tree view: the device, its system, its unit, and live values.
    await page.goto(`/projects/${projectId}/?tab=tree_plan`);
    const tree = page.getByRole('tree', { name: 'Device Models, Systems and Indoor Units' });
    const device = tree.getByRole('treeitem', { name: UNIT_ID });
    await expect(device).toBeVisible();
    await device.focus();
    await page.keyboard.press('Enter');
    const system = tree.getByRole('treeitem', { name: 'System 1' }).last();
    await system.focus();
    await page.keyboard.press('Enter');
    const unit = tree.getByRole('treeitem', { name: 'Unit 1 · E2E room' });
    await unit.focus();
    await page.keyboard.press('Enter');
    await expect(unit).toHaveAttribute('aria-selected', 'true');
    const status = page.getByRole('table', { name: 'Status Parameters' });
    await expect(status.getByRole('row', { name: /set temp/i })).toContainText(/\d °C/, {
      timeout: 20_000,
    });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'tree-online');
  });

  test('a silent device goes offline with its reason on its page, the list, the dashboard and the tree', async ({
    page,
    request,
  }) => {
    expect(deviceId).toBeGreaterThan(0);
    await setFault(request, deviceId, { kind: 'silent' });
    try {
      await signIn(page, 'admin');
      await page.goto(`/devices/${deviceId}/`);
      // Three failed polls of 10 s, each waiting 2 s for an answer.
      await expect(page.getByText('Offline').first()).toBeVisible({ timeout: 90_000 });
      await expect(page.getByText('No answer within 2 s')).toBeVisible();
      await expect(page.getByText('Stale').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'device-offline');

      await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
      await tabTo(page, page.getByRole('combobox', { name: 'State' }));
      await page.keyboard.type('Off');
      await expect(page).toHaveURL(/state=offline/);
      const row = page
        .getByRole('table', { name: 'Devices' })
        .getByRole('row')
        .filter({ hasText: UNIT_ID });
      await expect(row).toContainText('Offline');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
      const offline = page.getByRole('region', { name: 'Offline Devices' });
      const link = offline.getByRole('link').filter({ hasText: UNIT_ID });
      await expect(link).toContainText('No answer within 2 s');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'dashboard-offline');
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/devices/${deviceId}/`));

      // The tree marks the device and its units in words, and its values as stale.
      await page.goto(`/projects/${projectId}/?tab=tree_plan`);
      const tree = page.getByRole('tree', { name: 'Device Models, Systems and Indoor Units' });
      const device = tree.getByRole('treeitem', { name: UNIT_ID });
      await expect(device).toHaveAccessibleDescription(/^Offline/);
      await device.focus();
      await page.keyboard.press('Enter');
      // One polite notice instead of an error toast: its last values, stale, and Write off.
      const notice = page.getByRole('status').filter({ hasText: 'The device is offline since' });
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText('Values are from the last successful poll.');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText('Stale').first()).toBeVisible();
      await expect(page.getByText('No answer within 2 s')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'tree-offline');
    } finally {
      await setFault(request, deviceId, null);
    }
  });

  test('a set temperature write completes; an exception fails with its reason', async ({
    page,
    request,
  }) => {
    expect(deviceId).toBeGreaterThan(0);
    await signIn(page, 'operator');
    await page.goto(`/devices/${deviceId}/`);
    await expect(page.getByText('Online').first()).toBeVisible({ timeout: 60_000 });
    const row = page
      .getByRole('table', { name: 'Indoor Units' })
      .getByRole('row')
      .filter({ hasText: 'E2E room' });
    const write = row.getByRole('button', { name: /^Write/ });
    const setTemperature = async (value: string) => {
      await tabTo(page, write);
      await page.keyboard.press('Enter');
      // The menu's type-ahead: the set temperature, once the menu has focus (typed earlier, the
      // letters were lost and Enter chose the first item, the power).
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.type('Set');
      await expect(page.getByRole('menuitem', { name: /set temp/i })).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /^Write .*set temp/i });
      const input = dialog.getByRole('spinbutton', { name: 'New value (°C)' });
      await input.focus();
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
      return dialog;
    };
    let dialog = await setTemperature('23.5');
    await expect(dialog.getByText('It was successful.')).toBeVisible({ timeout: 40_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await setFault(request, deviceId, { kind: 'exception', code: 3 });
    try {
      dialog = await setTemperature('24');
      const result = dialog.getByRole('status');
      await expect(result).toContainText('It has failed.', { timeout: 40_000 });
      await expect(result).toContainText('Illegal data value (exception 03)');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'write-failed');
      await page.keyboard.press('Escape');
      // The change log says why too.
      await page.goto(`/projects/${projectId}/?tab=change_log`);
      await expect(
        page.getByText('Reason: Illegal data value (exception 03)').first(),
      ).toBeVisible();
    } finally {
      await setFault(request, deviceId, null);
    }
  });

  test('a spectator sees the state and no controls', async ({ page }) => {
    expect(deviceId).toBeGreaterThan(0);
    await signIn(page, 'spectator');
    await page.goto(`/projects/${projectId}/`);
    const card = devicesCard(page);
    await expect(card.getByText(UNIT_ID)).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await page.goto(`/devices/${deviceId}/`);
    await expect(page.getByRole('heading', { level: 1, name: UNIT_ID })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Edit|Remove|Write)/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
