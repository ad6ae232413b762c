import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: vars.space.large,
  insetInlineEnd: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'min(360px, calc(100vw - 32px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The region stays in the page so screen readers keep watching it; only toasts take pointers.
  pointerEvents: 'none',
  selectors: {
    // Moved to the top corner while the bottom stack would cover the focused element.
    '&[data-placement="top"]': { insetBlockEnd: 'auto', insetBlockStart: vars.space.large },
  },
});

export const item = style({
  pointerEvents: 'auto',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    paddingBlock: vars.space.medium,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.small,
    borderRadius: vars.radius.medium,
    boxShadow: vars.elevation.high,
    fontSize: vars.text.small.fontSize,
    lineHeight: vars.text.small.lineHeight,
    fontWeight: vars.fontWeight.medium,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${enter} ${vars.motion.medium} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    tone: {
      success: { background: vars.color.success.solid, color: vars.color.success.onSolid },
      error: { background: vars.color.danger.solid, color: vars.color.danger.onSolid },
    },
  },
});

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  paddingBlock: vars.space.xsmall,
});

export const message = style({
  margin: 0,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.16)' },
    '&:focus-visible': { outline: `2px solid currentColor`, outlineOffset: '1px' },
  },
});
