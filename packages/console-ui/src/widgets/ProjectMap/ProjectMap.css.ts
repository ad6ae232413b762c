import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.body,
});

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surfaceRaised}`,
  boxShadow: vars.elevation.medium,
  cursor: 'pointer',
  padding: 0,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.text.small.fontSize,
  lineHeight: 1,
  ':focus-visible': {
    outline: `3px solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
  selectors: {
    '&[aria-expanded="true"]': {
      outline: `3px solid ${vars.color.text}`,
      outlineOffset: '2px',
    },
  },
});

export const MARKER_SIZE = 28;
export const CLUSTER_SIZE = 40;

/**
 * Colour is not the only cue (WCAG 1.4.1): a marker with an active alarm is a rounded square with a
 * warning glyph, one without is a circle with a tick; clusters keep the same two shapes.
 */
export const marker = styleVariants({
  alarm: [
    markerBase,
    {
      background: vars.color.danger.solid,
      color: vars.color.danger.onSolid,
      borderRadius: vars.radius.small,
    },
  ],
  ok: [markerBase, { background: vars.color.success.solid, color: vars.color.success.onSolid }],
});

export const markerSize = style({ width: MARKER_SIZE, height: MARKER_SIZE });
export const clusterSize = style({ width: CLUSTER_SIZE, height: CLUSTER_SIZE });

export const markerGlyph = style({
  width: 16,
  height: 16,
  flexShrink: 0,
});

export const infoAnchor = style({ position: 'relative', width: 0, height: 0 });

export const infoWindow = style({
  position: 'absolute',
  bottom: MARKER_SIZE / 2 + 10,
  left: 0,
  transform: 'translateX(-50%)',
  width: 240,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.medium,
  boxShadow: vars.elevation.high,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  cursor: 'auto',
  textAlign: 'left',
  ':focus-visible': {
    outline: `3px solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
});

export const infoImage = style({
  display: 'block',
  width: '100%',
  height: 120,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const infoBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
});

export const infoTitle = style({
  margin: 0,
  paddingRight: vars.space.xlarge,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const infoAddress = style({
  margin: 0,
  fontStyle: 'normal',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const addressLine = style({ display: 'block' });

export const infoLink = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.xsmall,
  color: vars.color.brand.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.text.small.fontSize,
  ':focus-visible': {
    outline: `2px solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
});

const floatingButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  fontFamily: vars.font.body,
  fontSize: vars.text.large.fontSize,
  lineHeight: 1,
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': {
    outline: `3px solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
  ':disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
});

export const closeButton = style([
  floatingButton,
  {
    position: 'absolute',
    top: vars.space.xsmall,
    right: vars.space.xsmall,
    width: 28,
    height: 28,
    boxShadow: vars.elevation.low,
  },
]);

export const zoomControls = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  zIndex: 1,
});

export const zoomButton = style([floatingButton, { boxShadow: vars.elevation.low }]);

export const attribution = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  zIndex: 1,
});
