// `@hvac/console-ui/create-theme`: `createConsoleTheme`, in an entry of its own. It calls
// vanilla-extract's `createTheme` and `globalStyle` (the CSS engine, meant for a product's `.css.ts`
// files at build time); exported from the main entry it kept that engine (about 33 kB gzip) in every
// product that imported a single component.
export { createConsoleTheme } from './theme/createConsoleTheme';
export type { ConsoleThemeTokens } from './theme/tokens';
