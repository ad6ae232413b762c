import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const item = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const errorValue = style([value, { color: vars.color.danger.text }]);
