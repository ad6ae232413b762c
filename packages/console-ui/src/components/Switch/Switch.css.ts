import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 36,
  height: 20,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': {
      background: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  display: 'block',
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  background: vars.color.neutral.solid,
  transform: 'translateX(2px)',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: 'translateX(18px)',
      background: vars.color.brand.onSolid,
    },
  },
});

export const label = style({
  cursor: 'pointer',
  selectors: { '[data-disabled] &': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});
