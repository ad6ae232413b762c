import { expect, test } from '@playwright/test';

import { appUrl } from './env';
import { ACME_PASSWORD, openDashboard, shot, signIn } from './helpers';

// Names of demo's data (seeded by the reference server); acme must see none of them.
const DEMO_PROJECTS = ['Residence Dedinje', 'Hotel Vojvodina', 'Ušće Business Tower'];

test('tenant acme sees none of demo’s data', async ({ page }) => {
  // Remember a demo device's address first.
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
  const demoTable = page.getByRole('table', { name: 'Devices' });
  await expect(demoTable.locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible();
  const demoUnitIds = await demoTable
    .locator('tbody tr:not([aria-hidden="true"]) td:first-child')
    .allInnerTexts();
  await demoTable.locator('tbody tr:not([aria-hidden="true"])').first().click();
  const demoDevicePath = new URL(page.url()).pathname;

  await signIn(page, 'admin', ACME_PASSWORD, 'acme');
  await openDashboard(page);
  await expect(page.getByText('Acme Logistics Hub').first()).toBeVisible();
  for (const name of DEMO_PROJECTS) await expect(page.getByText(name)).toHaveCount(0);
  await shot(page, 'acme-dashboard');

  await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
  const acmeTable = page.getByRole('table', { name: 'Devices' });
  await expect(acmeTable.locator('tbody tr:not([aria-hidden="true"])').first()).toBeVisible();
  const acmeUnitIds = await acmeTable
    .locator('tbody tr:not([aria-hidden="true"]) td:first-child')
    .allInnerTexts();
  expect(acmeUnitIds.filter((id) => demoUnitIds.includes(id))).toEqual([]);
  for (const name of DEMO_PROJECTS) await expect(acmeTable.getByText(name)).toHaveCount(0);
  await shot(page, 'acme-devices');

  // A demo device's id typed into acme's console is not found.
  await page.goto(appUrl('acme', demoDevicePath));
  await expect(page.getByRole('heading', { name: 'Device not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
