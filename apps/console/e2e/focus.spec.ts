import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { signIn } from './helpers';

/** The outline the focused main heading shows ('none' when there is no ring). */
const headingOutline = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).outlineStyle);

test.describe('the heading focused after a navigation', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'operator');
  });

  test('has focus but no ring after a click', async ({ page }) => {
    await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Devices' });
    await expect(heading).toBeFocused();
    expect(await headingOutline(page)).toBe('none');
  });

  test('shows its ring when the link was followed from the keyboard', async ({ page }) => {
    await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Devices' });
    await expect(heading).toBeFocused();
    expect(await headingOutline(page)).toBe('solid');
  });
});
