import { expect, test } from '@playwright/test';

import { appUrl } from './env';
import { DEMO_PASSWORD, openDashboard, shot, signIn } from './helpers';

test.describe('signing in and out', () => {
  test('a wrong password shows the server error and stays on the login screen', async ({
    page,
  }) => {
    await page.goto('/login/');
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await shot(page, 'login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      page.getByText('No active account found with the given credentials.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await shot(page, 'login-failed');
  });

  test('a short password is refused before any request', async ({ page }) => {
    await page.goto('/login/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText('Insert a password')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/$/);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login/');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(DEMO_PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('signing in with Enter goes to the project list', async ({ page }) => {
    await page.goto('/login/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText('Successful. Redirecting')).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
  });

  test('logout clears the session and hides the shell', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Settings' }).click();
    await shot(page, 'settings-menu');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Successful. Signing out...')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // Signed out, a signed-in route leads back to the login screen.
    await page.goto('/devices/');
    await expect(page).toHaveURL(/\/login\/$/);
  });
});

test.describe('the route guard', () => {
  test('signed-in routes send visitors to /login/', async ({ page }) => {
    for (const path of ['/dashboard/', '/devices/', '/users/', '/profile/', '/changepassword/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\/$/);
    }
  });

  test('public routes stay reachable without signing in', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('unknown paths go to the dashboard; /login/ while signed in goes to the projects', async ({
    page,
  }) => {
    await signIn(page, 'manager');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await page.goto('/login/');
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(page.getByLabel('Username')).toHaveCount(0);
  });

  test('a 401 in the middle of a session ends it and goes to /login/', async ({ page }) => {
    await signIn(page, 'operator');
    await openDashboard(page);
    // The screen's own reads finish first; one sent after the tokens are spoiled would end the
    // session before the click below and leave the link detached. (Not 'networkidle': the live
    // updates stream stays open for the whole session.)
    await expect(page.getByText(/^\d[\d,]* alarms?$/).first()).toBeVisible();
    // The server no longer accepts the tokens (expired access token, revoked refresh token).
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'expired-access-token');
      localStorage.setItem('refresh_token', 'revoked-refresh-token');
    });
    // The dashboard's live refresh may send the next request before the click does: either one
    // must end the session (the link is gone then, so its click may not happen).
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Devices' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/login\/$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('the console follows the tenant of the host name', async ({ page }) => {
    await page.goto(appUrl('acme', '/login/'));
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // demo's password is not acme's.
    await expect(page).toHaveURL(/\/login\/$/);
  });
});
