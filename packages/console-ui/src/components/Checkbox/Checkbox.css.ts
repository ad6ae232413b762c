import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 18,
  height: 18,
  marginBlockStart: 1,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.brand.onSolid,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const indicator = style({ display: 'inline-flex', fontSize: 14 });

/** The tick of a checked box; the dash of an indeterminate one (Radix's data-state). */
export const tick = style({
  display: 'inline-flex',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});
export const dash = style({
  display: 'none',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'inline-flex' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const label = style({
  cursor: 'pointer',
  selectors: { '[data-disabled] &': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});
