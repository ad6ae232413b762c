import { style } from '@vanilla-extract/css';
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

export const list = style({
  position: 'relative',
  overflowY: 'auto',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  ':focus-visible': focusRing,
});

export const option = style({
  position: 'absolute',
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  paddingInline: vars.space.small,
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
    '&[data-active]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const optionText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionDetail = style({
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
