import { createConsoleTheme } from './createConsoleTheme';
import { darkTokens, lightTokens } from './tokens';

/** Put one of these classes on a wrapper element (or `<html>`); everything inside uses that theme. */
export const lightThemeClass = createConsoleTheme(lightTokens, 'light');
export const darkThemeClass = createConsoleTheme(darkTokens, 'dark');
