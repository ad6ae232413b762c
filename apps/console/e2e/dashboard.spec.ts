import { expect, test } from '@playwright/test';

import { openDashboard, shot, signIn } from './helpers';

test.describe('dashboard', () => {
  test('shows recent alerts, recent projects, alarm statistics and the map', async ({ page }) => {
    await signIn(page, 'admin');
    await openDashboard(page);
    const alerts = page.getByRole('region', { name: 'Recent Alerts' });
    await expect(alerts.getByRole('listitem').first()).toBeVisible();
    expect(await alerts.getByRole('listitem').count()).toBeLessThanOrEqual(5);

    const stats = page.getByRole('region', { name: 'Alarm Entry Stats' });
    for (const label of ['Last 7 days', 'Last 30 days', 'Last 90 days']) {
      await expect(stats.getByText(label)).toBeVisible();
    }
    await expect(stats.getByText(/^\d+ alarms$/)).toHaveCount(3);

    await expect(page.getByRole('region', { name: 'Recent Projects' })).toBeVisible();

    const map = page.getByRole('region', { name: 'Projects map' });
    await expect(map).toBeVisible();
    expect((await map.boundingBox())?.height).toBeGreaterThanOrEqual(780);
    await shot(page, 'dashboard');

    // Markers are buttons named by their project (clusters by their count); a project marker
    // opens the info window with the project's address and 'View Project'.
    const marker = map.getByRole('button', { name: /^(?!\d+ projects)(?!Zoom).+/ }).first();
    const markerName = (await marker.getAttribute('aria-label')) ?? '';
    await marker.click();
    const viewProject = map.getByRole('link', { name: 'View Project' });
    await expect(viewProject).toBeVisible();
    await expect(viewProject).toHaveAttribute('href', /^\/projects\/\d+\/$/);
    await expect(map.getByText(markerName.replace(/, active alarm$/, '')).first()).toBeVisible();
    await shot(page, 'dashboard-map-info-window');
  });

  test('an alert and a recent project open their project', async ({ page }) => {
    await signIn(page, 'admin');
    await openDashboard(page);
    const alerts = page.getByRole('region', { name: 'Recent Alerts' });
    await alerts.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/projects\/\d+\/$/);
    // Opening the project recorded the visit, so it is among the recent projects now.
    await expect(page.getByRole('tablist', { name: 'Project sections' })).toBeVisible();
    const projectName = await page.getByRole('heading', { level: 1 }).innerText();
    await openDashboard(page);
    const recent = page.getByRole('region', { name: 'Recent Projects' });
    await recent.getByRole('button', { name: projectName }).first().click();
    await expect(page).toHaveURL(/\/projects\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  });
});

test('the profile shows the user and edits the names', async ({ page }) => {
  await signIn(page, 'manager');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/$/);
  await expect(page.getByText('manager@demo-climate.rs')).toBeVisible();
  await expect(page.getByText('Manager', { exact: true })).toBeVisible();
  await shot(page, 'profile');
  await page.getByLabel('Last Name').fill('Petrović-Marić');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  // Saved: focus stays on Save (now unavailable, nothing is left to save), never the page's body.
  await expect(page.getByRole('button', { name: 'Save' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save');
  await page.reload();
  await expect(page.getByLabel('Last Name')).toHaveValue('Petrović-Marić');
  await page.getByLabel('Last Name').fill('Petrović');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
});
