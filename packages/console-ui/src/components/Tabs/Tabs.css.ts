import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
      overflowX: 'visible',
      minWidth: 160,
    },
  },
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&[data-state="active"]': { color: vars.color.brand.text },
    // The active tab is underlined (horizontal) or barred on its inner edge (vertical).
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      background: vars.color.brand.solid,
    },
    '&[data-orientation="horizontal"][data-state="active"]::after': {
      left: 0,
      right: 0,
      bottom: -1,
      height: 2,
    },
    '&[data-orientation="vertical"]': { justifyContent: 'flex-start', textAlign: 'start' },
    '&[data-orientation="vertical"][data-state="active"]::after': {
      top: 0,
      bottom: 0,
      right: -1,
      width: 2,
    },
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const panel = style({
  flex: 1,
  minWidth: 0,
  selectors: { '&:focus-visible': focusRing },
});
