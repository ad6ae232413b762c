import type { ReducedSeries } from '@hvac/console-domain';
import { isDashOn } from '@hvac/console-domain';

/** A reduced series and its stroke, ready to draw. */
export interface PaintedLine {
  color: string;
  /** Dash pattern (on, off, … in CSS px); solid when empty or absent. */
  dash?: readonly number[];
  reduced: ReducedSeries;
}

/** The data window mapped onto the canvas: x and y domains and the plot's size in CSS pixels. */
export interface PaintFrame {
  from: number;
  to: number;
  yMin: number;
  yMax: number;
  width: number;
  height: number;
  pixelRatio: number;
  /** The panel's top on the canvas in CSS px (stacked panels share one canvas). */
  top?: number;
  /** Clears the whole canvas first (the first panel of a frame does). */
  clear?: boolean;
}

/** Thickness of a line in CSS pixels. */
const LINE_WIDTH = 1.5;
const HALF = LINE_WIDTH / 2;

/**
 * Draws every line onto the canvas, in two passes per series. Where consecutive points lie in the
 * same or neighbouring pixel columns (dense data: the reduced min/max pairs), the line is the
 * vertical span it covers in each column, filled as a pixel-aligned rectangle: the pixels a stroke
 * of the min/max zig-zag covers, at a fraction of the rasterisation cost (no path, no stroker, no
 * anti-aliasing of slanted edges; the canvas fills axis-aligned rectangles on a fast path). Points further apart (a zoomed-in window) are joined by a
 * stroked polyline. A single point between two gaps is drawn as a dot so it stays visible.
 *
 * Coordinates are mapped inline (one multiply-add per axis) rather than through the scale objects:
 * this is the hot loop.
 */
export function paintLines(
  context: CanvasRenderingContext2D,
  lines: readonly PaintedLine[],
  frame: PaintFrame,
) {
  const { pixelRatio, width, height } = frame;
  if (frame.clear !== false) {
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  }
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, (frame.top ?? 0) * pixelRatio);
  const xScale = frame.to > frame.from ? width / (frame.to - frame.from) : 0;
  const ySpan = frame.yMax - frame.yMin;
  const yScale = ySpan > 0 ? -height / ySpan : 0;
  const yOffset = ySpan > 0 ? height : height / 2;
  context.lineWidth = LINE_WIDTH;
  context.lineJoin = 'round';
  context.lineCap = 'round';
  for (const line of lines) {
    const { x, y, length } = line.reduced;
    // A dashed line leaves out the columns (and dots) where its pattern is off, along x.
    const dash = line.dash && line.dash.length > 0 ? line.dash : undefined;
    // The strokes build the context's path; fillRect draws the spans at once and leaves it alone.
    context.beginPath();
    let hasStrokes = false;
    context.fillStyle = line.color;
    // The open span: its column and extent in y; `dense` once a span joins two points in it (or
    // reaches it from the neighbouring column), `stroked` when a stroke reaches or leaves its point.
    let spanColumn = NaN;
    let spanX = 0;
    let spanTop = 0;
    let spanBottom = 0;
    let dense = false;
    let stroked = false;
    // The previous point, when the line continues from it (no gap between).
    let joined = false;
    let previousX = 0;
    let previousY = 0;
    let previousColumn = 0;
    // Whether the stroke pen is at the previous point (the polyline goes on).
    let penAtPrevious = false;
    const flushSpan = () => {
      if (spanColumn !== spanColumn) return;
      if (dash && !isDashOn(dash, dense ? spanColumn : spanX)) {
        spanColumn = NaN;
        return;
      }
      if (dense) {
        context.fillRect(spanColumn, spanTop - HALF, 1, spanBottom - spanTop + LINE_WIDTH);
      } else if (!stroked) {
        // A point joined to nothing (between two gaps) is a dot, so it stays visible.
        context.fillRect(spanX - HALF, spanTop - HALF, LINE_WIDTH, LINE_WIDTH);
      }
      spanColumn = NaN;
    };
    for (let index = 0; index < length; index += 1) {
      const value = y[index];
      if (value !== value) {
        // NaN: a gap.
        flushSpan();
        joined = false;
        penAtPrevious = false;
        continue;
      }
      const px = (x[index] - frame.from) * xScale;
      const py = (value - frame.yMin) * yScale + yOffset;
      // The window's right edge belongs to the last column.
      const column = px >= width && px <= width + 1e-6 ? width - 1 : Math.floor(px);
      const step = column - previousColumn;
      if (joined && step >= -1 && step <= 1) {
        // Same or neighbouring column: the span of this column covers the way from the previous point.
        if (column !== spanColumn) {
          // The previous point's column is part of the dense line too, even with a single point.
          dense = true;
          flushSpan();
          spanColumn = column;
          spanX = px;
          spanTop = previousY;
          spanBottom = previousY;
          stroked = false;
        }
        if (py < spanTop) spanTop = py;
        if (py > spanBottom) spanBottom = py;
        dense = true;
        penAtPrevious = false;
      } else {
        if (joined) {
          // Too far apart for a span: a stroked segment from the previous point.
          if (!penAtPrevious) context.moveTo(previousX, previousY);
          context.lineTo(px, py);
          hasStrokes = true;
          penAtPrevious = true;
          stroked = true;
        }
        flushSpan();
        spanColumn = column;
        spanX = px;
        spanTop = py;
        spanBottom = py;
        dense = false;
        stroked = joined;
      }
      joined = true;
      previousX = px;
      previousY = py;
      previousColumn = column;
    }
    flushSpan();
    if (hasStrokes) {
      context.strokeStyle = line.color;
      if (dash) context.setLineDash(dash as number[]);
      context.stroke();
      if (dash) context.setLineDash([]);
    }
  }
}

/** The smallest and largest present value of the reduced lines (their min/max cover the data's). */
export function valueExtent(lines: readonly PaintedLine[]): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  for (const line of lines) {
    const { y, length } = line.reduced;
    for (let index = 0; index < length; index += 1) {
      const value = y[index];
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return min <= max ? [min, max] : null;
}
