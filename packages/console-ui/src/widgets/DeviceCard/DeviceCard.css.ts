import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  width: '100%',
  minWidth: 0,
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.elevation.low,
  fontFamily: vars.font.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});

export const value = style({
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  maxWidth: '100%',
});

export const details = style({
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  maxWidth: '100%',
});
