import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { darkThemeClass } from './themes.css';

/** Breakpoints (min-width, px), mobile first. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
    wide: { '@media': `screen and (min-width: ${breakpoints.wide}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    width: { auto: 'auto', full: '100%' },
    minWidth: { 0: '0' },
    textAlign: ['left', 'center', 'right'],
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

// Colours follow the theme through the contract; the colour-mode condition is for the rare case
// where a mode needs a different token (e.g. a border only in dark mode).
const colourProperties = defineProperties({
  conditions: {
    lightMode: {},
    darkMode: { selector: `.${darkThemeClass} &` },
  },
  defaultCondition: 'lightMode',
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brand: vars.color.brand.text,
      success: vars.color.success.text,
      danger: vars.color.danger.text,
      warning: vars.color.warning.text,
      info: vars.color.info.text,
    },
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      transparent: 'transparent',
    },
    borderColor: { border: vars.color.border, borderStrong: vars.color.borderStrong },
  },
});

const staticProperties = defineProperties({
  properties: {
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
    fontSize: {
      xsmall: vars.text.xsmall.fontSize,
      small: vars.text.small.fontSize,
      medium: vars.text.medium.fontSize,
      large: vars.text.large.fontSize,
      xlarge: vars.text.xlarge.fontSize,
    },
    fontWeight: vars.fontWeight,
    overflow: ['hidden', 'auto', 'visible'],
    position: ['relative', 'absolute', 'sticky'],
  },
});

/** Layout atoms: `sprinkles({ display: 'flex', gap: 'small', padding: { mobile: 'small', desktop: 'large' } })`. */
export const sprinkles = createSprinkles(responsiveProperties, colourProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
