import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';
import { toThemeValues } from './toThemeValues';

/**
 * The theme contract: CSS variables every component styles against. Its shape comes from the
 * converter's output (values are ignored), so tokens and contract cannot drift apart.
 */
export const vars = createThemeContract(toThemeValues(lightTokens));
