import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The box around an input: border, focus ring and adornments (used by TextField and PasswordField). */
export const inputBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger.text },
    '&[data-invalid]:focus-within': { boxShadow: `0 0 0 1px ${vars.color.danger.text}` },
    '&[data-disabled]': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  flexShrink: 0,
});
