import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

import { apiUrl, appUrl, outboxToken } from './env';

export const DEMO_PASSWORD = 'Demo#2026';
export const ACME_PASSWORD = 'Acme#2026';

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(screenshotDir, { recursive: true });

/**
 * Saves a screenshot under e2e/screenshots/ (reviewed by hand, not compared): the whole page, or
 * only the viewport while a menu, dialog or list is open.
 *
 * A full-page screenshot grows the viewport to the page's height for a moment: the page gets two
 * resize events, its scroll position falls to 0, and Chromium puts it back some frames later. A
 * test that measures coordinates then (a drag on the chart) would press the mouse on whatever has
 * scrolled under it. So the scroll position is put back and waited for before the test goes on,
 * and an open popup, which a resize may close, is photographed without the resize.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const popupOpen = await page
    .locator('[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]')
    .count();
  const scroll = await page.evaluate(() => [window.scrollX, window.scrollY]);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: popupOpen === 0 });
  await page.evaluate(async ([x, y]) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let settled = 0, frames = 0; settled < 3 && frames < 120; frames += 1) {
      if (window.scrollX !== x || window.scrollY !== y) {
        window.scrollTo(x, y);
        settled = 0;
      } else {
        settled += 1;
      }
      await frame();
    }
  }, scroll);
}

/** Signs in through the login form and waits for the signed-in shell on /projects/. */
export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  tenant = 'demo',
): Promise<void> {
  await page.goto(appUrl(tenant, '/login/'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/projects\/$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Devices' })).toBeVisible();
}

/** Opens the dashboard through the drawer's Home entry. */
export async function openDashboard(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/);
}

interface OutboxMail {
  id: number;
  to_address?: string;
  to?: string;
  subject: string;
  body: string;
  link: string | null;
}

/**
 * The newest mail of the demo outbox for an address, read in a second tab of the same browser
 * (Node does not resolve *.localhost; Chromium does).
 */
export async function latestMailTo(
  page: Page,
  address: string,
  tenant = 'demo',
): Promise<OutboxMail> {
  const tab = await page.context().newPage();
  try {
    const answer = await tab.goto(apiUrl(tenant, `/dev/outbox/?token=${outboxToken}`));
    const body = (await answer?.json()) as OutboxMail[] | { results: OutboxMail[] };
    const mails = Array.isArray(body) ? body : body.results;
    const mine = mails.filter((mail) => (mail.to_address ?? mail.to) === address);
    const newest = mine.sort((a, b) => b.id - a.id)[0];
    if (!newest) throw new Error(`No mail to ${address} in the outbox`);
    return newest;
  } finally {
    await tab.close();
  }
}

/** The console path a mail links to (`/invite/…`, `/reset-password/…`). */
export function mailPath(mail: OutboxMail): string {
  const link = mail.link ?? /https?:\/\/\S+/.exec(mail.body)?.[0] ?? '';
  return link.startsWith('/') ? link : new URL(link).pathname;
}
