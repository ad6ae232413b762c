import { configureAxe } from 'vitest-axe';

/**
 * axe for jsdom tests of components rendered alone.
 * - Colour contrast needs real layout and paint, which jsdom lacks; it is checked in Chromium by
 *   the Storybook test runner and by the theme's contrast unit test.
 * - `region` is a page-level rule (all content inside landmarks); a lone component has no page.
 */
export const axe = configureAxe({
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
});
