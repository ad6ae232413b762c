import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const summary = style({ margin: 0, color: vars.color.textMuted });

/**
 * The table scrolls inside its frame, never the page: sideways on narrow screens (320 px), and
 * down when a VRF system's hundreds of registers would make the page endless.
 */
export const scroller = style({
  maxWidth: '100%',
  maxHeight: 'min(70vh, 640px)',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  ':focus-visible': focusRing,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const headCell = style([
  cell,
  {
    position: 'sticky',
    top: 0,
    background: vars.color.surfaceSunken,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
]);

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const code = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const errorMessage = style({ margin: 0, color: vars.color.danger.text });
