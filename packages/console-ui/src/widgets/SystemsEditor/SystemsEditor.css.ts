import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const heading = style({
  margin: 0,
  padding: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const system = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const legend = style({
  padding: `0 ${vars.space.xsmall}`,
  fontWeight: vars.fontWeight.semibold,
});

export const systemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const numberField = style({ flex: '0 1 10rem', minWidth: '7rem' });

export const indoorList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One indoor unit: number, name, type and Remove side by side, wrapping on narrow screens. */
export const indoorRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.small,
  minWidth: 0,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});

export const error = style({
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
