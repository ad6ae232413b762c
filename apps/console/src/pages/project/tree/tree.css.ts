import { vars } from '@hvac/console-ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/**
 * The tree beside the detail panel where there is room, above it where there is not. Beside the
 * navigation and the project's tabs, the panel has room for its four-column tables from 1200px.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1200px)': {
      gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

export const fact = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const subheading = style({
  margin: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});

/** An offline device's values are its last ones: said once above the tables, and in each row. */
export const staleNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.warning.surface,
  color: vars.color.warning.text,
});

globalStyle(`${staleNote} p`, { margin: 0 });

export const staleMark = style({ color: vars.color.textMuted, fontStyle: 'italic' });
