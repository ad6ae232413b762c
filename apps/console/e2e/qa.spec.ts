import { expect, test } from '@playwright/test';

import { DEMO_PASSWORD, signIn } from './helpers';

// Defects of the QA walkthrough, one test each.

test('a spectator is not offered Users, and a direct visit shows the permission message', async ({
  page,
}) => {
  await signIn(page, 'spectator');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

  await page.goto('/users/');
  await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.goto('/users/1/');
  await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
});

test('an admin is offered Users', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Users' })).toBeVisible();
});

test('an unknown device shows a not-found state with a way back, no Retry', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/devices/99999/');
  await expect(page.getByRole('heading', { name: 'Device not found' })).toBeVisible();
  await expect(page.getByText('Failed to load devices.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Devices' }).click();
  await expect(page).toHaveURL(/\/devices\/$/);

  await page.goto('/devices/99999/single/');
  await expect(page.getByRole('heading', { name: 'Device not found' })).toBeVisible();
});

test('the login form starts in Username, and after sign-in focus is on the heading', async ({
  page,
}) => {
  await page.goto('/login/');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('admin');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/projects\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
