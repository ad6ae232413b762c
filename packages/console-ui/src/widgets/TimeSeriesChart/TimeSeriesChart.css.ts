import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../../theme/mixins';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 32,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[aria-pressed="false"]': { color: vars.color.textMuted, textDecoration: 'line-through' },
  },
});

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  selectors: { [`${legendButton}[aria-pressed="false"] &`]: { opacity: 0.35 } },
});

export const zoomButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const plot = style({
  position: 'relative',
  width: '100%',
  userSelect: 'none',
  touchAction: 'none',
});

export const layer = style({ position: 'absolute', left: 0, top: 0, display: 'block' });

export const overlay = style({
  position: 'absolute',
  cursor: 'crosshair',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const axis = style({});
globalStyle(`${axis} line, ${axis} path`, { stroke: vars.color.borderStrong });
globalStyle(`${axis} text`, {
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: 11,
});
globalStyle(`${axis} text.axis-label`, { fill: vars.color.text, fontSize: 12 });

export const gridLine = style({ stroke: vars.color.border, strokeDasharray: '2 3' });
export const crosshair = style({ stroke: vars.color.text, strokeWidth: 1 });
export const marker = style({ stroke: vars.color.surfaceRaised, strokeWidth: 2 });
export const selection = style({
  fill: vars.color.brand.surface,
  fillOpacity: 0.5,
  stroke: vars.color.brand.solid,
});

export const tooltip = style({
  position: 'absolute',
  top: 8,
  zIndex: 1,
  minWidth: 160,
  maxWidth: 280,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.medium,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  pointerEvents: 'none',
});

export const tooltipTime = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const tooltipList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: vars.space.xsmall,
  margin: `${vars.space.xxsmall} 0 0`,
});

export const tooltipRow = style({ display: 'contents' });

export const tooltipValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});
export const tooltipName = style({ margin: 0 });

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 200,
  padding: vars.space.large,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const hidden = style(visuallyHidden);
