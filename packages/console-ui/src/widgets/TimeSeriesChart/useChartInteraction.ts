import { GRAPH_ZOOM_FACTOR, lowerBound, zoomAround } from '@hvac/console-domain';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface ChartZoom {
  from: number;
  to: number;
}

/** Drags shorter than this many pixels are clicks, not zooms. */
const MIN_DRAG = 4;
/** Zoom in stops at a window of this many points. */
const MIN_POINTS_IN_VIEW = 4;

interface Options {
  timestamps: ArrayLike<number>;
  view: ChartZoom;
  /** The whole range of the data. */
  full: ChartZoom;
  plotWidth: number;
  onZoom: (zoom: ChartZoom | null) => void;
}

/**
 * The crosshair and zoom: the pointer picks the nearest point (one update per animation frame,
 * however fast the pointer moves), the arrow keys step point by point inside the window, a
 * horizontal drag selects the window to zoom into, and + and − (or the Zoom buttons) zoom in and
 * out around the crosshair, which stays on its point.
 */
export function useChartInteraction({ timestamps, view, full, plotWidth, onZoom }: Options) {
  // The crosshair belongs to one window of one data set: new data or a new window hides it.
  const [cursorState, setCursorState] = useState<{
    timestamps: ArrayLike<number>;
    from: number;
    to: number;
    index: number | null;
  } | null>(null);
  const cursor =
    cursorState &&
    cursorState.timestamps === timestamps &&
    cursorState.from === view.from &&
    cursorState.to === view.to
      ? cursorState.index
      : null;
  const setCursor = useCallback(
    (index: number | null) => setCursorState({ timestamps, from: view.from, to: view.to, index }),
    [timestamps, view.from, view.to],
  );
  const [drag, setDrag] = useState<{ start: number; end: number } | null>(null);
  const dragStart = useRef<number | null>(null);
  const pendingX = useRef<number | null>(null);
  const frame = useRef(0);
  const count = timestamps.length;
  const span = view.to - view.from;

  const timeAt = useCallback(
    (px: number) => view.from + (Math.min(Math.max(px, 0), plotWidth) / plotWidth) * span,
    [view.from, span, plotWidth],
  );
  const firstInView = count === 0 ? -1 : Math.min(count - 1, lowerBound(timestamps, view.from));
  let lastInView = count === 0 ? -1 : Math.min(count - 1, lowerBound(timestamps, view.to));
  if (lastInView > 0 && timestamps[lastInView] > view.to) lastInView -= 1;

  const nearestIndex = useCallback(
    (time: number) => {
      if (count === 0) return null;
      const after = Math.min(count - 1, lowerBound(timestamps, time));
      const before = Math.max(0, after - 1);
      return Math.abs(timestamps[before] - time) <= Math.abs(timestamps[after] - time)
        ? before
        : after;
    },
    [timestamps, count],
  );

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // The least window: MIN_POINTS_IN_VIEW points at the data's average spacing.
  const minSpan =
    count > 1
      ? ((full.to - full.from) / (count - 1)) * (MIN_POINTS_IN_VIEW - 1)
      : full.to - full.from;
  const canZoomIn = count > MIN_POINTS_IN_VIEW && span > minSpan * 1.01;

  /** Zooms around the crosshair's point (the window's middle without one); the point stays chosen. */
  const zoomBy = (direction: 'in' | 'out') => {
    if (count === 0 || (direction === 'in' && !canZoomIn)) return;
    const next = zoomAround({
      view,
      full,
      center: cursor == null ? null : timestamps[cursor],
      factor: direction === 'in' ? 1 / GRAPH_ZOOM_FACTOR : GRAPH_ZOOM_FACTOR,
      minSpan,
    });
    const window = next ?? full;
    if (window.from === view.from && window.to === view.to) return;
    if (cursor != null)
      setCursorState({ timestamps, from: window.from, to: window.to, index: cursor });
    onZoom(next);
  };

  const localX = (event: PointerEvent<HTMLElement>) =>
    event.clientX - event.currentTarget.getBoundingClientRect().left;

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const x = localX(event);
    if (dragStart.current != null) {
      setDrag({ start: dragStart.current, end: Math.min(Math.max(x, 0), plotWidth) });
      return;
    }
    pendingX.current = x;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const x = pendingX.current;
      // Rendered inside this animation frame, so the crosshair is painted in the frame itself.
      if (x != null) flushSync(() => setCursor(nearestIndex(timeAt(x))));
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || count === 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (tests) cannot be captured; the drag still works inside the plot.
    }
    const x = localX(event);
    dragStart.current = x;
    setDrag({ start: x, end: x });
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = dragStart.current;
    dragStart.current = null;
    setDrag(null);
    if (start == null) return;
    const end = localX(event);
    if (Math.abs(end - start) < MIN_DRAG) {
      setCursor(nearestIndex(timeAt(end)));
      return;
    }
    const from = timeAt(Math.min(start, end));
    const to = timeAt(Math.max(start, end));
    if (to > from) {
      setCursor(null);
      onZoom({ from, to });
    }
  };

  const onPointerLeave = () => {
    pendingX.current = null;
    if (dragStart.current == null) setCursor(null);
  };

  /** Answers true when the key moved the crosshair (the caller announces the new point). */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): number | null | undefined => {
    if (firstInView < 0) return undefined;
    let next: number | null;
    switch (event.key) {
      case 'ArrowRight':
        next =
          cursor == null ? firstInView : Math.min(Math.max(cursor + 1, firstInView), lastInView);
        break;
      case 'ArrowLeft':
        next =
          cursor == null ? lastInView : Math.max(Math.min(cursor - 1, lastInView), firstInView);
        break;
      case 'Home':
        next = firstInView;
        break;
      case 'End':
        next = lastInView;
        break;
      case 'Escape':
        next = null;
        break;
      case '+':
      case '=':
        event.preventDefault();
        zoomBy('in');
        return cursor;
      case '-':
      case '_':
        event.preventDefault();
        zoomBy('out');
        return cursor;
      default:
        return undefined;
    }
    event.preventDefault();
    setCursor(next);
    return next;
  };

  return {
    cursor,
    drag,
    firstInView,
    lastInView,
    canZoomIn,
    zoomBy,
    handlers: {
      onPointerMove,
      onPointerDown,
      onPointerUp,
      onPointerLeave,
      onPointerCancel: onPointerLeave,
    },
    onKeyDown,
  };
}
