import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

const toneStyles = (tone: 'brand' | 'neutral' | 'danger') => {
  const colours = vars.color[tone];
  return {
    solid: {
      background: colours.solid,
      color: colours.onSolid,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': { background: colours.solidHover },
      },
    },
    outline: {
      background: 'transparent',
      color: colours.text,
      borderColor: tone === 'neutral' ? vars.color.borderStrong : colours.text,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': { background: colours.surface },
      },
    },
    ghost: {
      background: 'transparent',
      color: colours.text,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': { background: colours.surface },
      },
    },
  };
};

const brand = toneStyles('brand');
const neutral = toneStyles('neutral');
const danger = toneStyles('danger');

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-loading]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: { solid: {}, outline: {}, ghost: {} },
    tone: { brand: {}, neutral: {}, danger: {} },
    size: {
      small: {
        height: vars.controlHeight.small,
        paddingInline: vars.space.small,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
      medium: {
        height: vars.controlHeight.medium,
        paddingInline: vars.space.medium,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
      large: {
        height: vars.controlHeight.large,
        paddingInline: vars.space.large,
        fontSize: vars.text.medium.fontSize,
        lineHeight: vars.text.medium.lineHeight,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    { variants: { variant: 'solid', tone: 'brand' }, style: brand.solid },
    { variants: { variant: 'outline', tone: 'brand' }, style: brand.outline },
    { variants: { variant: 'ghost', tone: 'brand' }, style: brand.ghost },
    { variants: { variant: 'solid', tone: 'neutral' }, style: neutral.solid },
    { variants: { variant: 'outline', tone: 'neutral' }, style: neutral.outline },
    { variants: { variant: 'ghost', tone: 'neutral' }, style: neutral.ghost },
    { variants: { variant: 'solid', tone: 'danger' }, style: danger.solid },
    { variants: { variant: 'outline', tone: 'danger' }, style: danger.outline },
    { variants: { variant: 'ghost', tone: 'danger' }, style: danger.ghost },
  ],
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'medium', fullWidth: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({ display: 'inline-flex', fontSize: '1.15em' });
