import { style } from '@vanilla-extract/css';
import { createConsoleTheme } from './createConsoleTheme';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** Another product's theme: the console's light tokens with its own brand colours. */
export const acmeThemeClass = createConsoleTheme(
  {
    ...lightTokens,
    color: {
      ...lightTokens.color,
      focus: '#6b2fb3',
      brand: {
        solid: '#6b2fb3',
        solidHover: '#58259a',
        onSolid: '#ffffff',
        surface: '#f1e9fb',
        text: '#58259a',
      },
    },
    radius: { ...lightTokens.radius, medium: 2, large: 4 },
  },
  'acme',
);

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
  padding: vars.space.large,
});

export const field = style({ alignSelf: 'stretch', maxWidth: 320 });

export const swatchesWide = style({ alignSelf: 'stretch' });

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.small,
});

export const swatch = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});

export const heading = style({
  margin: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const typeSample = style({ margin: 0 });
