import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const fractionVar = createVar();

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: vars.radius.full,
    selectors: {
      '&[data-indeterminate]': { width: '40%', animation: `${slide} 1.4s ease-in-out infinite` },
      '&:not([data-indeterminate])': {
        width: `calc(${fractionVar} * 100%)`,
        transition: `width ${vars.motion.medium} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand.solid },
      success: { background: vars.color.success.solid },
      warning: { background: vars.color.warning.solid },
      danger: { background: vars.color.danger.solid },
    },
  },
  defaultVariants: { tone: 'brand' },
});
