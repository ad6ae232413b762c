import { expect, test } from '@playwright/test';

import { latestMailTo, mailPath, shot, signIn } from './helpers';

// One new person followed end to end: invited by the admin, joins through the mailed link, is
// promoted and later removed by the admin, changes the password, forgets it and resets it through
// the mailed link. The steps build on each other, so they run in order.
test.describe.configure({ mode: 'serial' });

const email = `e2e.${Date.now()}@demo-climate.rs`;
const firstPassword = 'Joined#2026';
const secondPassword = 'Changed#2026';
const thirdPassword = 'Reset#2026x';

test('an invited person joins through the mailed link', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Permission Type' }).click();
  await page.getByRole('option', { name: 'Spectator' }).click();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('User invited successfully.')).toBeVisible();

  // Signed out, in the same browser: open the mailed link.
  await page.evaluate(() => localStorage.clear());
  const mail = await latestMailTo(page, email);
  await page.goto(mailPath(mail));
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Demo Climate d.o.o.')).toBeVisible();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Last Name is required')).toBeVisible();
  await shot(page, 'redeem-invite');
  await page.getByLabel('First Name').fill('Eva');
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Repeat Password', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Successfully joined the platform!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/?$/);

  // The redeemed link no longer opens.
  await page.goto(mailPath(mail));
  await expect(
    page.getByText('Invalid or expired invite. Please contact the inviter.'),
  ).toBeVisible();
  // Not a dead end: the way to sign in is right there.
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login\/$/);

  await signIn(page, email, firstPassword);
});

test('a company admin changes the new user’s permission type', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  // The search answers after a pause: click the row of its answer, not one of the full list that
  // the answer replaces under the pointer.
  await expect(page.getByRole('status').filter({ hasText: /^1–1 of 1$/ })).toBeVisible();
  await page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /Eva/ }).click();
  await expect(page.getByRole('heading', { name: 'Eva Tester' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Permission Type' }).click();
  await page.getByRole('option', { name: 'Operator' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully.')).toBeVisible();
  await shot(page, 'user-detail');
});

test('the new user changes the password', async ({ page }) => {
  await signIn(page, email, firstPassword);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/changepassword\/$/);
  // Blanks are not sent: each field says it is required.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password is required')).toHaveCount(3);
  await expect(page.getByLabel('Old password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByLabel('Repeat new password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel('Old password', { exact: true }).fill(firstPassword);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat new password', { exact: true }).fill('other');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await expect(page.getByText('New passwords do not match.')).toBeVisible();
  await shot(page, 'change-password-invalid');
  await page.getByLabel('New password', { exact: true }).fill(secondPassword);
  await page.getByLabel('Repeat new password', { exact: true }).fill(secondPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully changed password')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/$/);

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  await signIn(page, email, secondPassword);
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  await page.goto('/login/');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  // Said once, by the toast (console.md §8).
  const sent = page.getByText('Password reset instructions have been sent to your email.');
  await expect(sent).toBeVisible();
  await expect(sent).toHaveCount(1);
  await shot(page, 'forgot-password');

  const mail = await latestMailTo(page, email);
  await page.goto(mailPath(mail));
  await page.getByLabel('New password', { exact: true }).fill(thirdPassword);
  await page.getByLabel('Repeat new password', { exact: true }).fill(thirdPassword);
  await shot(page, 'reset-password');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password has been reset successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/$/);
  await signIn(page, email, thirdPassword);
});

test('a company admin removes the user', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  // The search answers after a pause: click the row of its answer, not one of the full list that
  // the answer replaces under the pointer.
  await expect(page.getByRole('status').filter({ hasText: /^1–1 of 1$/ })).toBeVisible();
  await page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /Eva/ }).click();
  await page.getByRole('button', { name: 'Remove user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('User removed successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/$/);

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(thirdPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('No active account found with the given credentials.')).toBeVisible();
});
