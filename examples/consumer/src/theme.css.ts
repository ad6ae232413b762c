import { style } from '@vanilla-extract/css';
import { lightTokens, vars } from '@hvac/console-ui';
import { createConsoleTheme } from '@hvac/console-ui/create-theme';

/** The product's own brand: a purple the console's themes never use (the check looks for it). */
export const BRAND = '#6b21a8';

export const productThemeClass = createConsoleTheme(
  {
    ...lightTokens,
    color: {
      ...lightTokens.color,
      brand: { ...lightTokens.color.brand, solid: BRAND, solidHover: '#581c87', text: '#6b21a8' },
      success: { ...lightTokens.color.success, solid: '#0f5132' },
    },
  },
  'product',
);

/** The page's own layout, styled against the same contract the components use. */
export const page = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: 960,
  padding: vars.space.xlarge,
});
