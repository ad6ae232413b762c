import { vars } from '@hvac/console-ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Room for two toasts (with their gap and the screen's margin) below the side panel's buttons. */
const TOAST_CLEARANCE = '200px';

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  // The page can scroll the side panel's last buttons above the toasts' corner.
  '@media': { '(min-width: 1100px)': { paddingBottom: TOAST_CLEARANCE } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
});

export const panel = style({ alignSelf: 'start' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.text.small.fontSize,
});
globalStyle(`${facts} dd`, { margin: 0 });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: vars.space.medium,
});

/**
 * Save Changes and Remove Area: toasts stack at the screen's bottom-right, over the side panel's
 * column on wide screens; focused or scrolled to, the buttons keep clear of that corner.
 */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  scrollMarginBottom: TOAST_CLEARANCE,
});

/** Two short fields side by side (X and Y, Width and Height). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.small,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});

/** A wrapper that only holds a ref: its child takes part in the toolbar's flex layout. */
export const contents = style({ display: 'contents' });
