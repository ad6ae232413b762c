import { vars } from '@hvac/console-ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
});

export const panel = style({ alignSelf: 'start' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.text.small.fontSize,
});
globalStyle(`${facts} dd`, { margin: 0 });

globalStyle(`${facts} dd`, { margin: 0 });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: vars.space.medium,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});
