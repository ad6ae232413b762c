import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { DRAWER_WIDTH, HEADER_HEIGHT } from '@hvac/console-domain';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

const drawerWidth = `${DRAWER_WIDTH}px`;
const headerHeight = `${HEADER_HEIGHT}px`;

export const root = style({
  display: 'grid',
  gridTemplateRows: `${headerHeight} 1fr`,
  // One column that may shrink below its content: at 320 px nothing pushes the page sideways.
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
});

// A control reached with Shift+Tab is scrolled clear of the sticky top bar (WCAG 2.4.11).
globalStyle(`html:has(${root})`, {
  scrollPaddingTop: `calc(${headerHeight} + ${vars.space.small})`,
});

/** Off screen until focused, then over the top bar's start. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  top: vars.space.small,
  zIndex: vars.zIndex.popover,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
  paddingInline: vars.space.large,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
});

export const title = style({
  margin: 0,
  flex: '1 1 0',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  minHeight: 0,
});

const drawerSurface = {
  width: drawerWidth,
  background: vars.color.surfaceRaised,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.small,
} as const;

export const dockedDrawer = style({
  ...drawerSurface,
  position: 'sticky',
  top: headerHeight,
  alignSelf: 'start',
  height: `calc(100vh - ${headerHeight})`,
  overflowY: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${fadeIn} ${vars.motion.medium} ${vars.motion.easing}`,
    },
  },
});

export const overlayDrawer = style({
  ...drawerSurface,
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.dialog,
  overflowY: 'auto',
  boxShadow: vars.elevation.high,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${slideIn} ${vars.motion.medium} ${vars.motion.easing}`,
    },
  },
});

export const overlayHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.small,
  fontWeight: vars.fontWeight.semibold,
});

export const navList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInline: vars.space.small,
  paddingInline: vars.space.medium,
  minHeight: vars.controlHeight.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[data-active]': {
      background: vars.color.brand.surface,
      color: vars.color.brand.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const navIcon = style({ display: 'inline-flex', fontSize: '1.25em' });

export const main = style({
  // Always the wide column: with the drawer closed (or drawn over the page) the first column is
  // empty and collapses, instead of the page falling into it and shrinking to its content.
  gridColumn: '2',
  minWidth: 0,
  padding: vars.space.xlarge,
  outline: 'none',
});
