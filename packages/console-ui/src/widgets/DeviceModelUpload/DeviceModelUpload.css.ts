import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const problems = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.danger.surface,
  color: vars.color.danger.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const problemsTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const problemList = style({
  margin: `${vars.space.xsmall} 0 0`,
  paddingInlineStart: vars.space.large,
  overflowWrap: 'anywhere',
});

export const path = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold });

export const ready = style({
  margin: 0,
  color: vars.color.success.text,
  fontSize: vars.text.small.fontSize,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
