import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { appUrl } from './env';
import { ACME_PASSWORD, shot, signIn } from './helpers';

const projectsTable = (page: Page) => page.getByRole('table', { name: 'Projects' });
const bodyRows = (page: Page) => projectsTable(page).locator('tbody tr:not([aria-hidden="true"])');

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

test.describe('project list on a phone', () => {
  test('each card shows every column of the table, without sideways scrolling', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const main = page.getByRole('main');
    for (const column of [
      'Investor',
      'Alarms',
      'Last Intervention',
      'Contact Person',
      'Contact Number',
      'Device Type',
    ]) {
      await expect(
        main
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${column}$`) })
          .first(),
      ).toBeVisible();
    }
    await shot(page, 'projects-320');
    expect(await main.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
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
    // The page's timers on a clock the test moves: the refresh interval passes at once, not in 12 s.
    await page.clock.install();
    await page.goto('/projects/999999/');
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await shot(page, 'project-not-found');
    const count = reads.length;
    // Longer than the refresh interval (10 s) and the first error retry: every timer due in it runs.
    await page.clock.runFor(12_000);
    // A request made after those timers ran: the page's requests are reported in order, so once it
    // is seen, any read they started has been seen too. A stopped poll asked no more.
    await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/?after-refresh-interval')),
      page.evaluate(() => fetch('/?after-refresh-interval')),
    ]);
    expect(reads.length).toBe(count);
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
  });
});

/** Opens a project by its name from the list (search narrows the list to it). */
async function openProject(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(name);
  await expect(bodyRows(page)).toHaveCount(1);
  await bodyRows(page).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('project cards', () => {
  test('hero, Info, Contact, Devices and Status cards', async ({ page }) => {
    await signIn(page, 'admin');
    await openProject(page, 'Hotel Vojvodina');
    await expect(page.getByText('Trg slobode 2, 21000 Novi Sad, Serbia').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(No )?Errors$/ })).toBeVisible();
    const info = page.getByRole('region', { name: 'Info' });
    await expect(info.getByText('Panonija Hoteli a.d.')).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact.getByText('Dragana Kovačević')).toBeVisible();
    const devices = page.getByRole('region', { name: 'Devices' });
    await expect(devices.getByText('Count')).toBeVisible();
    await expect(devices.getByRole('list', { name: 'Devices of the project' })).toBeVisible();
    const status = page.getByRole('region', { name: 'Status' });
    for (const label of ['Active Alarms', 'Alarms in last 7 days', 'Alarms in last 30 days']) {
      await expect(status.getByText(label)).toBeVisible();
    }
    await expect(status.getByRole('definition').first()).toHaveText(/^\d+$/);
    await shot(page, 'project-detail');
  });
});

const names = async (page: Page) =>
  (
    await projectsTable(page)
      .locator('tbody tr:not([aria-hidden="true"]) td:first-child')
      .allInnerTexts()
  ).map((text) => text.trim());

/** Creates a project through the Add Project dialog (a signed-in editor on /projects/). */
async function addProject(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  await dialog.getByLabel('Project Name').fill(name);
  await dialog.getByLabel('City').fill('Subotica');
  await dialog.getByLabel('Street').fill('Korzo 1');
  await dialog.getByLabel('Zip Code').fill('24000');
  await dialog.getByRole('button', { name: 'Create' }).click();
  // Projects created in a row stack their toasts: the newest is this one's.
  await expect(page.getByText('Project created successfully.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('add project', () => {
  test('names every missing field, then creates the project and opens it', async ({ page }) => {
    await signIn(page, 'manager');
    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await expect(dialog.getByLabel('Project Name')).toBeFocused();
    await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveText(/Serbia/);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Project name is required.');
    for (const message of [
      'Name is required',
      'City is required',
      'Street is required',
      'Zip Code is required',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel('Project Name')).toBeFocused();
    await shot(page, 'add-project-validation');

    await dialog.getByLabel('Project Name').fill('Subotica City Hall');
    await dialog.getByLabel('City').fill('Subotica');
    await dialog.getByLabel('Street').fill('Trg slobode 1');
    await dialog.getByLabel('Zip Code').fill('24000');
    await dialog.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Croatia' }).click();
    await dialog.getByLabel('Image (optional)').setInputFiles({
      name: 'hall.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Project created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subotica City Hall' })).toBeVisible();
    await expect(page.getByText('Trg slobode 1, 24000 Subotica, Croatia').first()).toBeVisible();
    // A project without devices has a Devices card only for those who may add the first one.
    const devices = page.getByRole('region', { name: 'Devices' });
    await expect(devices.getByRole('button', { name: 'Add Device' })).toBeVisible();
    await expect(devices.getByRole('list')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Picture of the project' })).toBeVisible();
  });

  test('an operator is offered no Add Project', async ({ page }) => {
    await signIn(page, 'operator');
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Project' })).toHaveCount(0);
  });
});

test.describe('project list paging, sort and search', () => {
  test('pages, sorts, searches and says when nothing matches', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(bodyRows(page).first()).toBeVisible();
    // More than one page of 10: add projects until there are.
    const total = async () =>
      Number(/of (\d+)/.exec(await page.getByText(/^\d+–\d+ of \d+$/).innerText())?.[1]);
    let count = await total();
    for (let index = count; index <= 10; index += 1) {
      await addProject(page, `Paging Project ${index}`);
      await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click();
      await expect(bodyRows(page).first()).toBeVisible();
    }
    count = await total();
    expect(count).toBeGreaterThan(10);

    await page.getByLabel('Rows per page').selectOption('10');
    await expect(page.getByText(`1–10 of ${count}`)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    const firstPage = await names(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`11–${Math.min(20, count)} of ${count}`)).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/\?page=2&page_size=10$/);
    // The range changes at once; the rows only once page 2 has arrived (the table is busy till then).
    await expect(projectsTable(page)).not.toHaveAttribute('aria-busy', 'true');
    const secondPage = await names(page);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    // Sorting returns to page 1 and goes into the address.
    await page.getByLabel('Rows per page').selectOption('100');
    const header = projectsTable(page).getByRole('button', { name: 'Name' });
    await header.click();
    await expect(page).toHaveURL(/ordering=name/);
    await expect(projectsTable(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(async () => (await names(page)).length).toBe(count);
    const ascending = await names(page);
    await header.click();
    await expect(page).toHaveURL(/ordering=-name/);
    await expect.poll(async () => (await names(page))[0]).toBe(ascending.at(-1));

    await page.getByRole('searchbox', { name: 'Search projects' }).fill('Vojvodina');
    await expect(page).toHaveURL(/search=Vojvodina/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Hotel Vojvodina');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('no such project at all');
    await expect(page.getByText('No projects found')).toBeVisible();
    await shot(page, 'projects-empty-search');
  });
});

test.describe('alarms tab', () => {
  test('an alarm configuration is created, edited and deleted', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'manager');
    await openProject(page, 'Residence Dedinje');
    const table = page.getByRole('table', { name: 'Alarm Configurations' });
    await page.getByRole('button', { name: 'Add Alarm Configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Alarm Configuration' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('All fields are required.');

    // Device and Alarm Type are the browser's own lists; the first choice after the placeholder.
    await dialog.getByRole('combobox', { name: 'Device' }).selectOption({ index: 1 });
    const parameter = dialog.getByRole('combobox', { name: 'Parameter Name' });
    await parameter.fill('e');
    // One character does not filter yet; two or more do.
    const options = dialog.getByRole('listbox', { name: 'Parameter Name' }).getByRole('option');
    const unfiltered = await options.count();
    // A numeric parameter (a threshold, not a checkbox): the device's temperatures are. Each is
    // named with its unit ('Set temperature · System 1 · Reception').
    const chosen = (
      await options
        .filter({ hasText: /temperature/i })
        .first()
        .innerText()
    ).trim();
    const [parameterName, ...unitParts] = chosen.split(' · ');
    const unitName = unitParts.join(' · ');
    await parameter.fill(parameterName.slice(0, 8));
    await expect.poll(() => options.count()).toBeLessThan(unfiltered);
    for (const text of await options.allInnerTexts()) {
      expect(text.toLowerCase()).toContain(parameterName.slice(0, 8).toLowerCase());
    }
    await options.getByText(chosen, { exact: true }).click();
    await expect(parameter).toHaveValue(chosen);
    // A temperature is compared with a threshold: Boolean is not offered.
    const alarmType = dialog.getByRole('combobox', { name: 'Alarm Type' });
    await expect(alarmType.getByRole('option', { name: 'Boolean', exact: true })).toHaveCount(0);
    await expect(alarmType.getByRole('option', { name: 'Higher than', exact: true })).toHaveCount(
      1,
    );
    await alarmType.selectOption('Higher than');
    await dialog.getByLabel('Threshold Value').fill('35.5');
    await shot(page, 'alarm-configuration-dialog');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Alarm configuration created successfully.')).toBeVisible();
    // The list names the unit beside the parameter.
    const rowWith = (value: string) =>
      table
        .getByRole('row')
        .filter({ hasText: parameterName })
        .filter({ hasText: unitName })
        .filter({ hasText: value });
    await expect(rowWith('35.5')).toHaveCount(1);
    await expect(rowWith('35.5')).toContainText('Higher than');

    await rowWith('35.5')
      .getByRole('button', { name: /^Edit alarm configuration/ })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Alarm Configuration' });
    await expect(edit.getByRole('combobox', { name: 'Parameter Name' })).toHaveValue(chosen);
    await edit.getByLabel('Threshold Value').fill('40.5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Alarm configuration updated successfully.')).toBeVisible();
    await expect(rowWith('40.5')).toHaveCount(1);

    await rowWith('40.5')
      .getByRole('button', { name: /^Delete alarm configuration/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete alarm configuration' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Alarm configuration deleted successfully.')).toBeVisible();
    await expect(rowWith('40.5')).toHaveCount(0);
    // The row and its button are gone: focus is on the list's heading, not the page's body.
    await expect(page.getByRole('heading', { name: 'Alarm Configurations' })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      'alarm-configurations-heading',
    );
  });

  test('an operator resolves an entry and the Status card follows', async ({ page }) => {
    await signIn(page, 'operator');
    // Unresolved alarms in the demo data (the spectator's test reads another project).
    await openProject(page, 'Sarajevo City Offices');
    const status = page.getByRole('region', { name: 'Status' });
    const active = status.getByRole('definition').first();
    await expect(active).toHaveText(/^[1-9]\d*$/);
    const before = Number(await active.innerText());
    const entries = page.getByRole('table', { name: 'Alarm Entries' });
    await expect(entries.getByRole('button', { name: /^Resolve / }).first()).toBeVisible();
    await expect(
      entries
        .locator('tbody tr:not([aria-hidden="true"])')
        .filter({ has: page.getByRole('button', { name: /^Resolve / }) })
        .first(),
    ).toContainText('Unresolved');
    await expect(page.getByRole('button', { name: 'Add Alarm Configuration' })).toHaveCount(0);
    // The list opens on the unresolved entries; all of them are reachable by clearing the filter.
    const unresolvedOnly = page.getByRole('checkbox', { name: 'Unresolved only' });
    await expect(unresolvedOnly).toBeChecked();
    await unresolvedOnly.click();
    await expect(unresolvedOnly).not.toBeChecked();
    // Sorted and resolved: the table keeps its sort and place, focus lands on the resolution time.
    await entries.getByRole('button', { name: 'Triggered At' }).click();
    await expect(entries.getByRole('columnheader', { name: 'Triggered At' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const label =
      (await entries
        .getByRole('button', { name: /^Resolve / })
        .first()
        .getAttribute('aria-label')) ?? '';
    await entries.getByRole('button', { name: label }).click();
    await expect(page.getByText('Alarm entry updated successfully.')).toBeVisible();
    await expect(active).toHaveText(String(before - 1));
    await expect(entries.getByRole('columnheader', { name: 'Triggered At' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(await page.evaluate(() => document.activeElement?.id ?? '')).toMatch(
      /^alarm-entry-\d+-resolved$/,
    );
    await expect(page.locator(':focus')).toBeVisible();
  });

  test('a spectator sees the alarms without any editing control', async ({ page }) => {
    await signIn(page, 'spectator');
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Project' })).toHaveCount(0);
    await openProject(page, 'Hotel Vojvodina');
    await expect(page.getByRole('table', { name: 'Alarm Configurations' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Alarm Entries' })
        .locator('tbody tr:not([aria-hidden="true"])')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Alarm Configuration' })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /^(Resolve |Edit alarm|Delete alarm)/ }),
    ).toHaveCount(0);
    await shot(page, 'project-detail-spectator');
  });
});

test('tenant acme cannot open demo’s project by id', async ({ page }) => {
  await signIn(page, 'admin');
  await bodyRows(page).first().click();
  await expect(page).toHaveURL(/\/projects\/\d+\/$/);
  const path = new URL(page.url()).pathname;
  await signIn(page, 'admin', ACME_PASSWORD, 'acme');
  await page.goto(appUrl('acme', path));
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await shot(page, 'acme-demo-project');
});
