import { vars } from '@hvac/console-ui';
import { style } from '@vanilla-extract/css';

export const tab = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
});

/** The header picker beside the chart; below it on narrow screens (no media query needed). */
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  alignItems: 'flex-start',
});

export const picker = style({ flex: '1 1 16rem', maxWidth: '100%', minWidth: 0 });

export const chartArea = style({
  display: 'grid',
  gap: vars.space.small,
  flex: '999 1 30rem',
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const message = style({
  margin: 0,
  padding: vars.space.large,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});
