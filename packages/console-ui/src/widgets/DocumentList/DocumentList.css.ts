import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const root = style({ containerType: 'inline-size', minWidth: 0 });

/** Six lists in two rows of three where there is room, one column on a narrow screen. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@container': {
    '(min-width: 720px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  ':focus-visible': focusRing,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const itemText = style({ flex: 1, minWidth: 0 });

export const itemName = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({ display: 'flex', gap: vars.space.xxsmall, flexShrink: 0 });

/** A download link that looks like the icon buttons beside it. */
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
});

export const message = style({ margin: 0, color: vars.color.textMuted });

export const errorMessage = style({ margin: 0, color: vars.color.danger.text });

/** One list: a bordered panel with its heading. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});
