import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const statList = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
});

export const statRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBottom: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBottom: 0 } },
});

export const statLabel = style({ color: vars.color.textMuted });

export const statValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A list entry that opens something: a full-width button laid out like a list row. */
export const itemButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  width: '100%',
  minWidth: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
});

export const itemTitle = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  maxWidth: '100%',
});

export const itemMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  overflowWrap: 'anywhere',
  maxWidth: '100%',
});

export const message = style({ margin: 0, color: vars.color.textMuted });
export const errorMessage = style({ margin: 0, color: vars.color.danger.text });
