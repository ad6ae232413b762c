// `@hvac/console-ui/create-theme`: `createConsoleTheme`, in an entry of its own. It calls
// vanilla-extract's `createTheme` and `globalStyle` (the CSS engine, meant for a product's `.css.ts`
// files at build time); exported from the main entry it would keep that engine in every product
// that imports a single component (docs/adr/0001-tree-shakable-packages.md).
export { createConsoleTheme } from './theme/createConsoleTheme';
export type { ConsoleThemeTokens } from './theme/tokens';
