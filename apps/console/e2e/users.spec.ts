import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { shot, signIn } from './helpers';

const invitesTable = (page: Page) => page.getByRole('table', { name: 'User Invites' });
const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

async function openUsers(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users\/$/);
  await expect(
    usersTable(page).locator('tbody tr:not([aria-hidden="true"])').first(),
  ).toBeVisible();
}

test.describe('users and invites', () => {
  test('an admin sees users and invites, sorts and searches them', async ({ page }) => {
    await signIn(page, 'admin');
    await openUsers(page);
    await expect(
      invitesTable(page).locator('tbody tr:not([aria-hidden="true"])').first(),
    ).toBeVisible();
    await shot(page, 'users');

    const usernames = () =>
      usersTable(page).locator('tbody tr:not([aria-hidden="true"]) td:first-child').allInnerTexts();
    await usersTable(page).getByRole('button', { name: 'Username' }).click();
    await expect(usersTable(page).getByRole('columnheader', { name: 'Username' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Other tests add and remove users meanwhile, so the order is checked, not the exact list.
    const ascending = await usernames();
    expect(ascending).toEqual([...ascending].sort());
    await usersTable(page).getByRole('button', { name: 'Username' }).click();
    await expect(usersTable(page).getByRole('columnheader', { name: 'Username' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect
      .poll(async () => {
        const names = await usernames();
        return names.length > 1 && names.join() === [...names].sort().reverse().join();
      })
      .toBe(true);

    await page.getByRole('searchbox', { name: 'Search users' }).fill('spect');
    await expect.poll(usernames).toEqual(['spectator']);
  });

  test('the invite dialog validates, invites, and an invite can be deleted', async ({ page }) => {
    await signIn(page, 'admin');
    await openUsers(page);
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByText('All fields are required.')).toBeVisible();
    // The banner alone, not repeated under each field (console.md §5).
    await expect(dialog.getByText('Email is required')).toHaveCount(0);
    await shot(page, 'invite-dialog-invalid');

    // The server's reason for a malformed address shows on the Email field; the text stays.
    const emailField = dialog.getByLabel('Email');
    await emailField.fill('not-an-address@x');
    await dialog.getByRole('combobox', { name: 'Permission Type' }).click();
    await page.getByRole('option', { name: 'Operator' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription(/valid email/i);
    await expect(dialog.getByText('Failed to invite user.')).toHaveCount(0);
    await expect(emailField).toHaveValue('not-an-address@x');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Invite User' }).click();

    const email = `e2e.invite.${Date.now()}@demo-climate.rs`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByText('Permission type is required')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Permission Type' }).click();
    await page.getByRole('option', { name: 'Operator' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText('User invited successfully.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const row = invitesTable(page).getByRole('row', {
      name: new RegExp(email.replace(/\./g, '\\.')),
    });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Operator');
    // Deleting asks first: Cancel keeps the invite, Delete removes it.
    const deleteButton = row.getByRole('button', { name: `Delete invite ${email}` });
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Delete invite' });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toBeVisible();
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User invite deleted successfully.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a manager may invite operators and spectators only', async ({ page }) => {
    await signIn(page, 'manager');
    await openUsers(page);
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByRole('combobox', { name: 'Permission Type' }).click();
    await expect(page.getByRole('option', { name: 'Operator' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Spectator' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Company Admin' })).toHaveCount(0);
  });

  test('a spectator cannot invite or list users', async ({ page }) => {
    await signIn(page, 'spectator');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto('/users/');
    await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
    await shot(page, 'users-spectator');
  });

  test('a manager sees a user without the admin controls', async ({ page }) => {
    await signIn(page, 'manager');
    await openUsers(page);
    await usersTable(page)
      .getByRole('row', { name: /spectator/ })
      .click();
    await expect(page).toHaveURL(/\/users\/\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Jelena Marković' })).toBeVisible();
    await expect(page.getByText('Spectator', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove user' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Permission Type' })).toHaveCount(0);
  });

  test('the server’s 403 still shows the permission message', async ({ page }) => {
    // The spectator has no Users controls; typed by hand, a user's address is refused by the server.
    await signIn(page, 'spectator');
    await page.goto('/users/1/');
    await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove user' })).toHaveCount(0);
  });
});
