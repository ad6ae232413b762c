import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The focus ring's width and offset (2 px each). */
const focusRingRoom = '4px';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
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

/**
 * The overlay of a dialog whose modal mounts after the first frame: it dims the page at once and
 * lets the pointer through, so the page's hover states do not change (and cost a style pass) in
 * the frame it is meant to keep short.
 */
export const pendingOverlay = style([overlay, { pointerEvents: 'none' }]);

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.zIndex.dialog,
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    width: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 32px)',
    // The body scrolls, the header (title and Close) and footer stay in view (WCAG 2.4.11).
    overflow: 'hidden',
    padding: vars.space.xlarge,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.elevation.high,
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${popIn} ${vars.motion.medium} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    size: {
      small: { maxWidth: 400 },
      medium: { maxWidth: 560 },
      large: { maxWidth: 800 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'auto',
  // Room for the fields' focus rings, which the scrolling body would otherwise clip.
  padding: focusRingRoom,
  margin: `calc(-1 * ${focusRingRoom})`,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const footer = style({
  flexShrink: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

/**
 * On <body> while a dialog is open. Radix blocks the page behind a modal layer by setting
 * `pointer-events: none` on <body>, an inherited property: the browser then restyles every element
 * of the page as the dialog opens and again as it closes (docs/benchmarks/console-ui.md), inside
 * the click or key that opened or closed it. The dialog's overlay covers the
 * whole window and takes every pointer event on its own, so <body> keeps `auto` and the page is
 * not restyled.
 */
export const bodyUnderDialog = style({});
globalStyle(`body.${bodyUnderDialog}`, { pointerEvents: 'auto !important' as 'auto' });
