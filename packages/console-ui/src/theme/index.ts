import './fonts';
import './global.css';

export { vars } from './contract.css';
export { lightThemeClass, darkThemeClass } from './themes.css';
export { sprinkles, breakpoints } from './sprinkles.css';
export type { Sprinkles, Breakpoint } from './sprinkles.css';
export { lightTokens, darkTokens, tones } from './tokens';
export type { ConsoleThemeTokens, ToneColours, Tone } from './tokens';
export { toThemeValues } from './toThemeValues';
export type { ConsoleThemeValues } from './toThemeValues';
export { toDesignTokens } from './designTokens';
export type { DesignToken, DesignTokenGroup, DesignTokenType } from './designTokens';
