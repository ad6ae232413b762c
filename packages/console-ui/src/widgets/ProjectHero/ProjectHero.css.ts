import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.large,
  alignItems: 'center',
});

export const imageFrame = style({
  aspectRatio: '2 / 1',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const address = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const errorButton = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  cursor: 'pointer',
  selectors: {
    '&[data-state="clear"]': {
      background: vars.color.success.solid,
      color: vars.color.success.onSolid,
    },
    '&[data-state="errors"]': {
      background: vars.color.danger.solid,
      color: vars.color.danger.onSolid,
    },
    '&:focus-visible': focusRing,
  },
});
