import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.medium,
  minWidth: 0,
  flex: '1 1 30rem',
});

export const muted = style({ color: vars.color.textMuted });

export const error = style({ color: vars.color.danger.text, overflowWrap: 'anywhere' });

export const wrap = style({ overflowWrap: 'anywhere' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const strong = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** A status in words, coloured by tone (never cut off, as a badge's text would be). */
export const status = styleVariants({
  sent: { color: vars.color.success.text, fontWeight: vars.fontWeight.medium },
  pending: { color: vars.color.warning.text, fontWeight: vars.fontWeight.medium },
  failed: { color: vars.color.danger.text, fontWeight: vars.fontWeight.medium },
});
