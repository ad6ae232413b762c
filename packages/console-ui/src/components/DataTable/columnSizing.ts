/** Widths of resizable columns (`enableColumnResizing`), in CSS pixels by column id. */
export type ColumnSizing = Record<string, number>;

/** The narrowest a resizable column gets unless it says otherwise: room for a short header. */
export const DEFAULT_MIN_COLUMN_WIDTH = 64;
/** The widest a resizable column gets unless it says otherwise. */
export const DEFAULT_MAX_COLUMN_WIDTH = 800;
/** A column's width before anyone measured it (jsdom, first render): TanStack's default size. */
export const FALLBACK_COLUMN_WIDTH = 150;
/** ArrowLeft / ArrowRight on a resize separator; with Shift, the large step. */
export const RESIZE_STEP = 10;
export const RESIZE_LARGE_STEP = 50;

export interface ColumnWidthBounds {
  min: number;
  max: number;
}

/** A column's bounds: its own `minWidth` / `maxWidth`, else the defaults; never max < min. */
export function columnWidthBounds(column: { minWidth?: number; maxWidth?: number }) {
  const min = Math.max(0, column.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH);
  const max = Math.max(min, column.maxWidth ?? DEFAULT_MAX_COLUMN_WIDTH);
  return { min, max } satisfies ColumnWidthBounds;
}

/** A width kept within its bounds, in whole pixels. */
export function clampColumnWidth(width: number, bounds: ColumnWidthBounds): number {
  if (!Number.isFinite(width)) return bounds.min;
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, width)));
}

/**
 * Every width of `sizing` clamped to its column's bounds; widths of unknown columns are dropped.
 * Returns `sizing` itself when nothing changes, so a controlled owner sees no spurious change.
 */
export function clampColumnSizing(
  sizing: ColumnSizing,
  columns: readonly { id: string; minWidth?: number; maxWidth?: number }[],
): ColumnSizing {
  let changed = false;
  const next: ColumnSizing = {};
  for (const [id, width] of Object.entries(sizing)) {
    const column = columns.find((candidate) => candidate.id === id);
    if (!column) {
      changed = true;
      continue;
    }
    const clamped = clampColumnWidth(width, columnWidthBounds(column));
    if (clamped !== width) changed = true;
    next[id] = clamped;
  }
  return changed ? next : sizing;
}

/**
 * The width a key on a resize separator asks for (the window-splitter pattern of the ARIA APG):
 * ArrowLeft / ArrowRight by `RESIZE_STEP` (Shift: `RESIZE_LARGE_STEP`), Home / End to the
 * bounds; undefined for any other key. In a right-to-left layout the arrows swap.
 */
export function keyboardColumnWidth(
  key: string,
  options: { width: number; bounds: ColumnWidthBounds; shift?: boolean; rtl?: boolean },
): number | undefined {
  const step = options.shift ? RESIZE_LARGE_STEP : RESIZE_STEP;
  const wider = options.rtl ? 'ArrowLeft' : 'ArrowRight';
  const narrower = options.rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case wider:
      return clampColumnWidth(options.width + step, options.bounds);
    case narrower:
      return clampColumnWidth(options.width - step, options.bounds);
    case 'Home':
      return options.bounds.min;
    case 'End':
      return options.bounds.max;
    default:
      return undefined;
  }
}

/**
 * The width a click on a resize separator asks for, the single-pointer way to resize (WCAG 2.2
 * 2.5.7, no dragging needed): a click on the separator's end half widens the column by
 * `RESIZE_STEP`, on its start half narrows it. In a right-to-left layout the halves swap.
 */
export function clickColumnWidth(options: {
  width: number;
  bounds: ColumnWidthBounds;
  /** Where the click fell, from the separator's left edge, and the separator's width (px). */
  offset: number;
  separatorWidth: number;
  rtl?: boolean;
}): number {
  const rightHalf = options.offset >= options.separatorWidth / 2;
  const wider = options.rtl ? !rightHalf : rightHalf;
  return clampColumnWidth(options.width + (wider ? RESIZE_STEP : -RESIZE_STEP), options.bounds);
}
