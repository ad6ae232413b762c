/** A time window in ms. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** How much one Zoom in or Zoom out step narrows or widens the window. */
export const GRAPH_ZOOM_FACTOR = 2;

/**
 * The window after zooming by `factor` around `center` (the crosshair's time, else the window's
 * middle): below 1 zooms in, above 1 out. The centre keeps its place on the axis; the window stays
 * inside `full` and never narrower than `minSpan`. Null when the result is the whole range (no zoom).
 */
export function zoomAround(input: {
  view: TimeWindow;
  full: TimeWindow;
  center?: number | null;
  factor: number;
  minSpan?: number;
}): TimeWindow | null {
  const { view, full, factor } = input;
  const fullSpan = full.to - full.from;
  const span = view.to - view.from;
  if (!(fullSpan > 0) || !(span > 0) || !(factor > 0)) return null;
  const center = Math.min(Math.max(input.center ?? view.from + span / 2, view.from), view.to);
  const nextSpan = Math.min(fullSpan, Math.max(input.minSpan ?? 0, span * factor));
  if (nextSpan >= fullSpan) return null;
  // The centre stays at the same fraction of the window, as a zoom around a pointer does.
  const ratio = (center - view.from) / span;
  let from = center - ratio * nextSpan;
  let to = from + nextSpan;
  if (from < full.from) {
    from = full.from;
    to = from + nextSpan;
  }
  if (to > full.to) {
    to = full.to;
    from = to - nextSpan;
  }
  return { from, to };
}
