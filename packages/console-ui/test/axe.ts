import { configureAxe } from 'vitest-axe';

/**
 * axe for jsdom tests. Colour contrast needs real layout and paint, which jsdom lacks; it is
 * checked in Chromium by the Storybook test runner and by the theme's contrast unit test.
 */
export const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });
