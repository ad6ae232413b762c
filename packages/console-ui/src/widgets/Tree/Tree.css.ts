import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const tree = style({
  position: 'relative',
  overflowY: 'auto',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
});

export const sizer = style({ position: 'relative' });

export const item = style({
  position: 'absolute',
  insetInline: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInlineEnd: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: '18px',
  cursor: 'pointer',
  borderBottom: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-selected="true"]': {
      background: vars.color.surfaceSelected,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.brand.solid}`,
    },
    '&:focus-visible': { ...focusRing, outlineOffset: -2 },
  },
});

export const toggle = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  color: vars.color.textMuted,
  selectors: {
    '&[data-expanded]': { transform: 'rotate(90deg)' },
  },
});
globalStyle(`${toggle} svg`, { width: 16, height: 16 });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const detail = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  fontWeight: vars.fontWeight.regular,
});

export const empty = style({
  margin: 0,
  padding: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});

export const warning = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.danger.text,
  fontWeight: vars.fontWeight.semibold,
  verticalAlign: 'bottom',
});

export const warningIcon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '0.875rem',
  height: '0.875rem',
});
