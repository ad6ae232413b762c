import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

/**
 * State styles laid over the Card primitive: highlighted and error cards. Attribute selectors
 * (class + attribute) outrank the Card's own class, so no ordering games are needed.
 */
export const cardState = style({
  position: 'relative',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.surfaceSelected,
      borderColor: vars.color.brand.solid,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand.solid}`,
    },
    '&[data-error]': {
      borderColor: vars.color.danger.solid,
    },
    '&[data-error][data-highlighted]': {
      background: vars.color.danger.surface,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger.solid}`,
    },
  },
});

/** The card body: fields, statuses, value age and actions, one under the other. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** The card title as a toggle button: looks like a heading, behaves like a button. */
export const titleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  margin: `calc(-1 * ${vars.space.xsmall})`,
  padding: vars.space.xsmall,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const headerEnd = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const fieldList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const field = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const fieldLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});

export const fieldValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: 'auto',
});

export const valueAge = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});

export const errorText = style({
  margin: 0,
  color: vars.color.danger.text,
});

export const mutedText = style({ margin: 0, color: vars.color.textMuted });

export const statusItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** Power off reads red (console.md: green when on, red otherwise); StatusIcon mutes it. */
export const powerOff = style({
  selectors: { '&[data-status="off"]': { color: vars.color.danger.text } },
});
