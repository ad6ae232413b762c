import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/** The image and its areas; areas are placed in % of the image, so the plan scales with it. */
export const plan = style({
  position: 'relative',
  width: '100%',
  containerType: 'inline-size',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  userSelect: 'none',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  pointerEvents: 'none',
});

export const area = style({
  position: 'absolute',
  boxSizing: 'border-box',
  // At least the area's own size, grown to its text: never cut, never below 12 px.
  minWidth: 'max-content',
  minHeight: 'max-content',
  margin: 0,
  padding: 0,
  overflow: 'hidden',
  fontSize: 'max(12px, 1.1cqi)',
  lineHeight: 1.2,
  fontFamily: vars.font.body,
  textAlign: 'left',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    // An area under another comes to the front while it is pointed at, focused or chosen.
    '&:hover': { zIndex: 2 },
    '&:focus-within': { zIndex: 2 },
    '&[data-state="on"]': {
      background: vars.color.success.surface,
      borderColor: vars.color.success.solid,
    },
    '&[data-state="off"]': {
      background: vars.color.neutral.surface,
      borderColor: vars.color.neutral.solid,
    },
    '&[data-state="error"]': {
      background: vars.color.danger.surface,
      borderColor: vars.color.danger.solid,
    },
    '&[data-stale]': { borderStyle: 'dashed' },
    '&[data-selected]': {
      zIndex: 1,
      outline: `3px solid ${vars.color.brand.solid}`,
      outlineOffset: 1,
    },
    '&[data-draggable]': { cursor: 'grab', touchAction: 'none' },
    // A layer of its own only while the pointer holds it: at rest the text is rasterised with the
    // plan (a promoted layer drew it differently from run to run in screenshots).
    '&[data-dragging]': { cursor: 'grabbing', zIndex: 3, willChange: 'transform' },
  },
});

/** The label and live values, in the flow so that they size the box. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  padding: '2px 4px',
  pointerEvents: 'none',
});

export const line = style({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** Covers the whole box, so a click anywhere on the area presses it; the text shows through. */
export const areaButton = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'inherit',
  ':focus-visible': focusRing,
});

export const label = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const icon = style({ flexShrink: 0 });

export const errorText = style({
  color: vars.color.danger.text,
  fontWeight: vars.fontWeight.semibold,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
