import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const count = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  margin: 0,
});

export const countLabel = style({ margin: 0, color: vars.color.textMuted });

export const countValue = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const subheading = style({
  margin: `${vars.space.medium} 0 ${vars.space.small}`,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

/** A device that opens its page: a link laid out like the dashboard's list rows. */
export const itemLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
});

export const itemTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  textDecoration: 'underline',
});
