import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import type { ConsoleThemeTokens } from './tokens';
import { toThemeValues } from './toThemeValues';

/**
 * Creates a theme class that fills the contract with `tokens` and sets the base typography and
 * colours of everything inside it. Call it from a `.css.ts` file (it registers CSS at build time):
 *
 * ```ts
 * // brand.css.ts
 * export const brandThemeClass = createConsoleTheme({ ...lightTokens, color: { ...lightTokens.color, brand } });
 * ```
 */
export function createConsoleTheme(tokens: ConsoleThemeTokens, debugId?: string): string {
  const themeClass = createTheme(vars, toThemeValues(tokens), debugId);
  globalStyle(themeClass, {
    colorScheme: vars.colorScheme,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.text.medium.fontSize,
    lineHeight: vars.text.medium.lineHeight,
    fontWeight: vars.fontWeight.regular,
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
  });
  globalStyle(`${themeClass} *, ${themeClass} *::before, ${themeClass} *::after`, {
    boxSizing: 'border-box',
  });
  return themeClass;
}
