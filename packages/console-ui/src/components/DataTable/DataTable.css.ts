import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

const RESIZE_SEPARATOR_WIDTH = 24;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 240px',
  maxWidth: 360,
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  height: vars.controlHeight.medium,
  paddingInlineStart: `calc(${vars.space.medium} + 16px + ${vars.space.small})`,
  paddingInlineEnd: vars.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { ...focusRing, outlineOffset: '0px' },
  },
});

/** The frame around the table: scrolls sideways on small screens, and vertically when virtualized. */
export const frame = style({
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const table = style({
  width: '100%',
  // Column widths come from the header row and the columns' `width`, never from a page's
  // content: they stay put when the page, the sort or the search changes.
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  overflowWrap: 'break-word',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    // The sort button fills a sortable header, so the whole cell is its target.
    '&[data-sortable]': { padding: 0 },
    // Room at the end for the resize separator, so that it never covers the header's text.
    '&[data-resizable]': { paddingInlineEnd: RESIZE_SEPARATOR_WIDTH },
    // `keyboardNavigation="grid"`: the focused cell itself (one without a single control).
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

/**
 * A column's resize separator (`enableColumnResizing`): a 24 px target (WCAG 2.5.8) at the
 * header's end, drawn as a line on the column's edge that darkens on hover, focus and drag.
 */
export const resizeSeparator = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: RESIZE_SEPARATOR_WIDTH,
  cursor: 'col-resize',
  // A touch drag resizes instead of scrolling the frame.
  touchAction: 'none',
  userSelect: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: vars.space.xsmall,
    insetInlineEnd: 0,
    width: 2,
    borderRadius: 1,
    background: vars.color.borderStrong,
  },
  selectors: {
    '&:hover::after, &[data-resizing]::after': { background: vars.color.brand.solid },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&:focus-visible::after': { background: vars.color.brand.solid },
  },
});

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: '100%',
  minHeight: '100%',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  // Shift+click adds a column to a multi-column sort: it must not select the header's text.
  userSelect: 'none',
  selectors: {
    [`${headerCell}[data-align="end"] &`]: { justifyContent: 'flex-end' },
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const sortIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  color: vars.color.textMuted,
  opacity: 0.6,
  selectors: {
    [`${sortButton}[data-sorted] &`]: { opacity: 1, color: vars.color.brand.text },
  },
});

/** A header's place in a sort by several columns (1, 2, …). */
export const sortPosition = style({
  minWidth: '1.25em',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.brand.surface,
  color: vars.color.brand.text,
  fontSize: '0.75em',
  lineHeight: 1.5,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  '::after': { content: 'attr(data-sort-position)' },
});

export const row = style({
  selectors: {
    '&[data-clickable]': { cursor: 'pointer' },
    '&[data-clickable]:hover': { background: vars.color.surfaceHover },
    '&[data-highlighted]': { background: vars.color.danger.surface },
    '&[data-highlighted]:hover': { background: vars.color.danger.surface },
    '&[data-selected]': { background: vars.color.surfaceSelected },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/** The first cell's button of a row that opens something: looks like the cell's text. */
export const rowButton = style({
  display: 'block',
  width: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  overflowWrap: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  // Lines break between words; a word longer than its column (a long e-mail) breaks only then.
  overflowWrap: 'break-word',
  selectors: {
    '&[data-row-header]': { textAlign: 'start', fontWeight: vars.fontWeight.semibold },
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    [`${row}:last-child > &`]: { borderBottom: 'none' },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    [`${row}[data-highlighted] > &:first-child`]: {
      boxShadow: `inset 3px 0 0 ${vars.color.danger.solid}`,
    },
  },
});

/** The checkbox column (`enableRowSelection`). */
export const selectCell = style({
  width: '2.75rem',
  paddingInlineEnd: 0,
  verticalAlign: 'middle',
  textAlign: 'center',
});

export const checkbox = style({
  width: 16,
  height: 16,
  margin: 0,
  verticalAlign: 'middle',
  accentColor: vars.color.brand.solid,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const selectionSummary = style({ color: vars.color.textMuted });

/** Rows standing for the ones scrolled out of a virtualized body. */
export const spacer = style({ padding: 0, border: 'none' });

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const messageIcon = style({ display: 'inline-flex', fontSize: 28 });

export const messageText = style({ margin: 0 });

export const errorMessage = style({ color: vars.color.danger.text });

export const busyOverlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingTop: vars.space.xxlarge,
  // The previous rows stay readable under a light veil while the next page loads.
  background: `color-mix(in srgb, ${vars.color.surfaceRaised} 55%, transparent)`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.large,
  color: vars.color.textMuted,
});

export const pageSize = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const pageSizeSelect = style({
  height: vars.controlHeight.small,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});

export const range = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });

export const pager = style({ display: 'inline-flex', gap: vars.space.xxsmall });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A plain list item: the card inside brings its own look. */
export const cardItem = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** The look given to plain card content (`cardContent: 'plain'`). */
export const card = style({
  display: 'block',
  flexGrow: 1,
  width: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[data-highlighted]': {
      borderColor: vars.color.danger.solid,
      background: vars.color.danger.surface,
    },
  },
});

export const cardsFrame = style({ position: 'relative' });
