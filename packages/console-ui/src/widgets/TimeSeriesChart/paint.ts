import type { ReducedSeries } from '@hvac/console-domain';

/** A reduced series and its stroke, ready to draw. */
export interface PaintedLine {
  color: string;
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
}

/**
 * Draws every line onto the canvas in one pass per series. The coordinates are mapped inline
 * (one multiply-add per axis) rather than through the scale objects: this is the hot loop.
 */
export function paintLines(
  context: CanvasRenderingContext2D,
  lines: readonly PaintedLine[],
  frame: PaintFrame,
) {
  const { pixelRatio, width, height } = frame;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  const xScale = frame.to > frame.from ? width / (frame.to - frame.from) : 0;
  const ySpan = frame.yMax - frame.yMin;
  const yScale = ySpan > 0 ? -height / ySpan : 0;
  const yOffset = ySpan > 0 ? height : height / 2;
  context.lineWidth = 1.5;
  context.lineJoin = 'round';
  context.lineCap = 'round';
  for (const line of lines) {
    const { x, y, length } = line.reduced;
    context.strokeStyle = line.color;
    context.beginPath();
    let penDown = false;
    let lonePoint = false;
    let loneX = 0;
    let loneY = 0;
    for (let index = 0; index < length; index += 1) {
      const value = y[index];
      if (value !== value) {
        // NaN: a gap. A single point between two gaps is drawn as a dot so it stays visible.
        if (lonePoint) context.rect(loneX - 0.75, loneY - 0.75, 1.5, 1.5);
        penDown = false;
        lonePoint = false;
        continue;
      }
      const px = (x[index] - frame.from) * xScale;
      const py = (value - frame.yMin) * yScale + yOffset;
      if (penDown) {
        context.lineTo(px, py);
        lonePoint = false;
      } else {
        context.moveTo(px, py);
        penDown = true;
        lonePoint = true;
        loneX = px;
        loneY = py;
      }
    }
    if (lonePoint) context.rect(loneX - 0.75, loneY - 0.75, 1.5, 1.5);
    context.stroke();
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
