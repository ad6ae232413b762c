import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { shot, signIn } from './helpers';

const projectsTable = (page: Page) => page.getByRole('table', { name: 'Projects' });
const bodyRows = (page: Page) => projectsTable(page).locator('tbody tr');

test.describe('project list', () => {
  test('lists the projects, and a row opens its project', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    for (const column of [
      'Name',
      'Address',
      'Investor',
      'Alarms',
      'Last Intervention',
      'Contact Person',
      'Contact Number',
      'Device Type',
    ]) {
      await expect(projectsTable(page).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(bodyRows(page).first()).toBeVisible();
    await shot(page, 'projects');

    const name = await bodyRows(page).first().locator('td').first().innerText();
    await bodyRows(page).first().click();
    await expect(page).toHaveURL(/\/projects\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('project detail', () => {
  test('keeps the chosen tab in the address, Alarms first', async ({ page }) => {
    await signIn(page, 'admin');
    await bodyRows(page).first().click();
    const tabs = page.getByRole('tablist', { name: 'Project sections' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Alarms',
      'Floor Plan',
      'Tree View',
      'Change Log',
      'Graph Logs',
      'Documentation',
    ]);
    await expect(tabs.getByRole('tab', { name: 'Alarms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await tabs.getByRole('tab', { name: 'Change Log' }).click();
    await expect(page).toHaveURL(/\?tab=change_log$/);
    await page.reload();
    await expect(
      page
        .getByRole('tablist', { name: 'Project sections' })
        .getByRole('tab', { name: 'Change Log' }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  test('Debug Mode is a tab for the superuser only', async ({ page }) => {
    await signIn(page, 'root', 'Root#2026');
    await bodyRows(page).first().click();
    const tabs = page.getByRole('tablist', { name: 'Project sections' });
    await expect(tabs.getByRole('tab', { name: 'Debug Mode' })).toBeVisible();
  });

  test('an unknown project says so, links back and stops asking', async ({ page }) => {
    await signIn(page, 'admin');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (/\/projects\/999999\/$/.test(new URL(request.url()).pathname)) reads.push(request.url());
    });
    await page.goto('/projects/999999/');
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await shot(page, 'project-not-found');
    const count = reads.length;
    // Longer than the refresh interval: a stopped poll asks no more.
    await page.waitForTimeout(12_000);
    expect(reads.length).toBe(count);
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
  });
});
