import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { shot, signIn } from './helpers';

const devicesTable = (page: Page) => page.getByRole('table', { name: 'Devices' });
const bodyRows = (page: Page) => devicesTable(page).locator('tbody tr:not([aria-hidden="true"])');
const unitIds = async (page: Page) =>
  (
    await devicesTable(page)
      .locator('tbody tr:not([aria-hidden="true"]) td:first-child')
      .allInnerTexts()
  ).map((text) => text.trim());

test.describe('devices', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'operator');
    await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    await expect(page).toHaveURL(/\/devices\/$/);
    await expect(bodyRows(page).first()).toBeVisible();
  });

  test('the list pages on the server', async ({ page }) => {
    await shot(page, 'devices');
    await expect(page.getByText('1–20 of 20')).toBeVisible();
    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page.getByText('1–10 of 20')).toBeVisible();
    // The range changes at once; the rows only once the page has arrived (the table is busy
    // till then, showing the rows it had).
    await expect(devicesTable(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(page)).toHaveCount(10);
    const firstPage = await unitIds(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('11–20 of 20')).toBeVisible();
    await expect(devicesTable(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(page)).toHaveCount(10);
    await expect
      .poll(async () => (await unitIds(page)).filter((id) => firstPage.includes(id)))
      .toEqual([]);
    const secondPage = await unitIds(page);

    // The page is part of the address: Back from a device returns to it.
    await expect(page).toHaveURL(/\/devices\/\?page=2&page_size=10$/);
    await bodyRows(page).first().click();
    await expect(page).toHaveURL(/\/devices\/\d+\/(single\/)?$/);
    await page.goBack();
    await expect(page.getByText('11–20 of 20')).toBeVisible();
    await expect.poll(() => unitIds(page)).toEqual(secondPage);
  });

  test('a sortable column sorts ascending, then descending', async ({ page }) => {
    const header = devicesTable(page).getByRole('button', { name: 'Unit ID' });
    await header.click();
    await expect(devicesTable(page).getByRole('columnheader', { name: 'Unit ID' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The previous rows stay visible while the next page loads: wait for the sorted answer.
    await expect
      .poll(async () => {
        const ids = await unitIds(page);
        return ids.join() === [...ids].sort().join();
      })
      .toBe(true);
    const ascending = await unitIds(page);
    await header.click();
    await expect(devicesTable(page).getByRole('columnheader', { name: 'Unit ID' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(() => unitIds(page)).toEqual([...ascending].reverse());
  });

  test('the search narrows the list after typing stops', async ({ page }) => {
    await page.getByRole('searchbox').fill('ALT-');
    await expect.poll(async () => (await unitIds(page)).length).toBeLessThan(20);
    const found = await unitIds(page);
    expect(found.length).toBeGreaterThan(0);
    for (const id of found) expect(id).toContain('ALT-');
    await page.getByRole('searchbox').fill('no-such-device');
    await expect(page.getByText('No Devices')).toBeVisible();
  });

  test('a multi-unit device shows its systems, indoor units and both dialogs', async ({ page }) => {
    await page.getByRole('searchbox').fill('GMV-');
    await expect
      .poll(async () => (await unitIds(page)).every((id) => id.includes('GMV-')))
      .toBe(true);
    const unitId = (await unitIds(page))[0];
    await bodyRows(page).first().click();
    await expect(page).toHaveURL(/\/devices\/\d+\/$/);
    await expect(page.getByRole('heading', { name: unitId, level: 1 })).toBeVisible();
    // Keyboard users start on the new screen's heading, not on <body>.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'System 1' })).toBeVisible();
    const indoor = page.getByRole('table', { name: 'Indoor Units' });
    await expect(indoor.locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible();
    await shot(page, 'device-multi-unit');

    // Each indoor row's buttons carry the unit in their names; focus comes back to the row's.
    const latestButtons = indoor.getByRole('button', { name: /^Latest stats, / });
    await expect(latestButtons.first()).toBeVisible();
    const names = await Promise.all(
      (await latestButtons.all()).map((button) => button.getAttribute('aria-label')),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    const rowButton = indoor.getByRole('button', { name: names[0] ?? '', exact: true });
    await rowButton.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rowButton).toBeFocused();

    // Error cells use the filter's wording: 'Error' / 'No Error'.
    const errorCells = await indoor.getByRole('cell', { name: /Error/ }).allInnerTexts();
    expect(errorCells.length).toBeGreaterThan(0);
    for (const text of errorCells) expect(['Error', 'No Error']).toContain(text.trim());

    // Filters return to page 1 and narrow the rows.
    const allRows = await indoor.locator('tbody tr:not([aria-hidden="true"])').count();
    await page.getByRole('combobox', { name: 'System' }).click();
    await page.getByRole('option', { name: 'System 1' }).click();
    const systemRows = await indoor.locator('tbody tr:not([aria-hidden="true"])').count();
    expect(systemRows).toBeLessThanOrEqual(allRows);
    await page.getByRole('combobox', { name: 'Power Status' }).click();
    await page.getByRole('option', { name: 'On', exact: true }).click();
    for (const power of await indoor
      .locator('tbody tr:not([aria-hidden="true"]) td:nth-child(3)')
      .allInnerTexts()) {
      expect(power.trim()).toBe('On');
    }

    // The latest data dialog of the first system.
    const systemCard = page.getByRole('region', { name: 'System 1' });
    await systemCard.getByRole('button', { name: 'Latest stats' }).click();
    const latest = page.getByRole('dialog');
    await expect(latest.getByRole('columnheader', { name: 'Parameter Name' })).toBeVisible();
    await expect(latest.getByRole('columnheader', { name: 'Register Formula' })).toBeVisible();
    await expect(latest.locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible();
    await shot(page, 'device-latest-dialog');
    await page.keyboard.press('Escape');
    await expect(latest).toHaveCount(0);
    // Focus returns to the button that opened the dialog.
    await expect(systemCard.getByRole('button', { name: 'Latest stats' })).toBeFocused();

    // The historical dialog: server-paged, 24 rows by default, 48 on request.
    await systemCard.getByRole('button', { name: 'Historical stats' }).click();
    const historical = page.getByRole('dialog');
    await expect(historical.getByRole('columnheader', { name: 'Timestamp' })).toBeVisible();
    await expect(historical.locator('tbody tr:not([aria-hidden="true"])')).toHaveCount(24);
    await shot(page, 'device-historical-dialog');
    await historical.getByLabel('Rows per page').selectOption('48');
    await expect(historical.locator('tbody tr:not([aria-hidden="true"])')).toHaveCount(48);
    await historical.getByRole('button', { name: 'Next page' }).click();
    await expect(historical.getByText(/^49–96 of/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(historical).toHaveCount(0);
    await expect(systemCard.getByRole('button', { name: 'Historical stats' })).toBeFocused();
  });

  test('a single-unit device shows the Single Unit card', async ({ page }) => {
    await page.getByRole('searchbox').fill('ALT-');
    await expect
      .poll(async () => (await unitIds(page)).every((id) => id.includes('ALT-')))
      .toBe(true);
    await bodyRows(page).first().click();
    await expect(page).toHaveURL(/\/devices\/\d+\/single\/$/);
    const card = page.getByRole('region', { name: 'Single Unit' });
    await expect(card).toBeVisible();
    for (const field of [
      'Mode',
      'Outdoor Temp',
      'Leaving Water Temp Cool',
      'Leaving Water Temp Heat',
      'Water Temp Set Point',
      'E-Heater Leaving Water Temp',
      'Entering Water Temp Sensor',
      'Water Tank Temp Sensor Two',
      'Error Status',
    ]) {
      await expect(card.getByText(field, { exact: true })).toBeVisible();
    }
    await expect(card.getByText(/°C/).first()).toBeVisible();
    await shot(page, 'device-single-unit');
    await card.getByRole('button', { name: 'Latest stats' }).click();
    await expect(
      page.getByRole('dialog').locator('tbody tr:not([aria-hidden="true"])').first(),
    ).toBeVisible();
  });

  test('the card layout on a narrow screen opens the same device', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 860 });
    const card = page.getByRole('button', { name: /ALT-/ }).first();
    await expect(card).toBeVisible();
    await shot(page, 'devices-narrow');
    await card.click();
    await expect(page).toHaveURL(/\/devices\/\d+\/single\/$/);
  });

  test('at 320 px the cards keep Last Seen and Last Error, and Sort by sorts them', async ({
    page,
  }) => {
    await expect(
      devicesTable(page).getByRole('columnheader', { name: 'Last Error' }),
    ).toBeVisible();
    await page.setViewportSize({ width: 320, height: 800 });
    const list = page.getByRole('list', { name: 'Devices' });
    const cards = list.getByRole('button', { name: /^Unit ID / });
    await expect(cards.first()).toHaveAccessibleName(/Last Seen: /);
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await sortBy.selectOption({ label: 'Unit ID, descending' });
    await expect(page).toHaveURL(/ordering=-unit_id/);
    const names = async () =>
      (await cards.allInnerTexts()).map((text) => text.replace(/^Unit ID\s*/, '').split(/\s/)[0]);
    await expect
      .poll(async () => {
        const ids = await names();
        return ids.length > 1 && ids.join() === [...ids].sort().reverse().join();
      })
      .toBe(true);
    await sortBy.selectOption({ label: 'Last Seen, ascending' });
    await expect(page).toHaveURL(/ordering=last_seen/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });

  test('live values show their age and are marked stale after two missed refreshes', async ({
    page,
  }) => {
    // Time is the page's fake clock; refreshes of the live summary are made to fail from a point on.
    // The console polls here (the live-event stream refused): live.spec.ts covers live updates.
    await page.route(
      (url) => url.pathname === '/events/stream/',
      (route) =>
        route.fulfill({ status: 503, headers: { 'access-control-allow-origin': '*' }, body: '{}' }),
    );
    await page.clock.install();
    await page.reload();
    await page.getByRole('searchbox').fill('GMV-');
    await expect
      .poll(async () => (await unitIds(page)).every((id) => id.includes('GMV-')))
      .toBe(true);
    await bodyRows(page).first().click();
    const systemCard = page.getByRole('region', { name: 'System 1' });
    await expect(systemCard.getByText(/^updated \d+ s ago$/)).toBeVisible();
    await expect(systemCard.getByText('Stale')).toHaveCount(0);

    await page.route(/\/devices\/\d+\/slim\/$/, (route) => route.abort());
    await page.clock.fastForward(25_000);
    await expect(systemCard.getByText('Stale')).toBeVisible();
    await expect(page.getByText('Stale').first()).toBeVisible();
    await shot(page, 'device-stale');
  });

  test('on a narrow screen the indoor units are cards with both dialog buttons', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 420, height: 860 });
    await page.getByRole('button', { name: /GMV-/ }).first().click();
    await expect(page).toHaveURL(/\/devices\/\d+\/$/);
    const indoor = page.getByRole('region', { name: 'Indoor Units' });
    await expect(indoor.getByRole('button', { name: 'Latest stats' }).first()).toBeVisible();
    await indoor.getByRole('button', { name: 'Historical stats' }).first().click();
    await expect(
      page.getByRole('dialog').getByRole('columnheader', { name: 'Timestamp' }),
    ).toBeVisible();
    await shot(page, 'device-multi-unit-narrow');
  });
});
