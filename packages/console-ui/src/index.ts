// The public API of @hvac/console-ui: explicit named exports only, props as `export type`.

// Theme
export {
  vars,
  lightThemeClass,
  darkThemeClass,
  createConsoleTheme,
  sprinkles,
  breakpoints,
  lightTokens,
  darkTokens,
  tones,
  toThemeValues,
} from './theme';
export type {
  Sprinkles,
  Breakpoint,
  ConsoleThemeTokens,
  ConsoleThemeValues,
  ToneColours,
  Tone,
} from './theme';

// Utilities
export { cx } from './utils/cx';
export { useControllableState } from './utils/useControllableState';
export type {
  UseControllableStateOptions,
  SetControllableState,
} from './utils/useControllableState';
