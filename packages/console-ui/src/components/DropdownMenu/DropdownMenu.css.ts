import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 200,
  padding: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.elevation.medium,
  outline: 'none',
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.controlHeight.small,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    fontSize: vars.text.small.fontSize,
    lineHeight: vars.text.small.lineHeight,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      // The hover tint alone is 1.15:1 against white: an outline marks the item (WCAG 1.4.11).
      '&[data-highlighted]': {
        background: vars.color.surfaceHover,
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '-2px',
      },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      danger: { color: vars.color.danger.text },
    },
    inset: { true: { paddingInlineStart: vars.space.xlarge }, false: {} },
  },
  defaultVariants: { tone: 'neutral', inset: false },
});

export const itemIcon = style({ display: 'inline-flex', fontSize: 16, color: 'inherit' });

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xsmall,
  display: 'inline-flex',
  color: vars.color.brand.text,
});

export const label = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xsmall,
  background: vars.color.border,
});
