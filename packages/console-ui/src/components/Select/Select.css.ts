import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

/** The closed control, shared by the Radix trigger and the native `<select>`. */
const control = {
  width: '100%',
  height: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  textAlign: 'start',
  cursor: 'pointer',
} as const;

export const nativeWrap = style({ position: 'relative', display: 'block', width: '100%' });

export const nativeSelect = style({
  ...control,
  appearance: 'none',
  // Room for the chevron drawn over the select's end.
  paddingInlineEnd: `calc(${vars.space.small} * 2 + 1rem)`,
  fontFamily: 'inherit',
  textOverflow: 'ellipsis',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
    '&:disabled': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const nativeIcon = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  ...control,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.elevation.medium,
});

export const viewport = style({ padding: vars.space.xsmall });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.controlHeight.small,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.xlarge,
  paddingInlineEnd: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    // The hover tint alone is 1.15:1 against white: an outline marks the item (WCAG 1.4.11).
    '&[data-highlighted]': {
      background: vars.color.surfaceHover,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xsmall,
  display: 'inline-flex',
  color: vars.color.brand.text,
});
