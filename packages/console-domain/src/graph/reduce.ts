/**
 * Reduction of a time series to what a plot of `width` pixel columns can show: for each column the
 * minimum and the maximum (in the order they occur, so the line keeps its shape), which keeps every
 * spike, plus a break (NaN) wherever the data has a gap. Drawing then costs O(width), whatever the
 * number of points; reducing costs one pass over the points inside the window.
 */
export interface ReduceInput {
  /** Ascending x values (timestamps in ms). */
  x: ArrayLike<number>;
  /** One value per x; null, undefined or NaN is missing data (a gap). */
  y: ArrayLike<number | null | undefined>;
  /** The visible window [from, to] in x units. */
  from: number;
  to: number;
  /** Pixel columns of the plot (≥ 1). */
  width: number;
  /** Two present points further apart than this are not joined (an outage). Default: never. */
  maxGap?: number;
}

export interface ReducedSeries {
  /** x of each kept point; the y of a break is NaN. Only the first `length` entries are used. */
  x: Float64Array;
  y: Float64Array;
  length: number;
}

/** The most entries `reduceToPixelColumns` returns for a width: 3 per column, plus the edges. */
export function maxReducedLength(width: number): number {
  return 3 * Math.max(1, Math.floor(width)) + 4;
}

/** First index whose x is ≥ value (binary search over ascending x). */
export function lowerBound(x: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = x.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (x[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Min and max per pixel column over [from, to], with one neighbour on each side of the window so
 * the line runs to the plot's edges. A break is kept between two present points when a missing
 * value lies between them or they are more than `maxGap` apart; inside a single pixel column the
 * min–max bar is drawn whole (a gap narrower than a pixel cannot be seen).
 */
export function reduceToPixelColumns(input: ReduceInput): ReducedSeries {
  const { x, y, from, to } = input;
  const width = Math.max(1, Math.floor(input.width));
  const maxGap = input.maxGap ?? Infinity;
  const capacity = maxReducedLength(width);
  const outX = new Float64Array(capacity);
  const outY = new Float64Array(capacity);
  let length = 0;
  const count = Math.min(x.length, y.length);
  if (count === 0 || !(to >= from)) return { x: outX, y: outY, length };

  const span = to - from;
  const columnsPerUnit = span > 0 ? width / span : 0;
  // One point before the window and one after it, so the line reaches the edges.
  const start = Math.max(0, lowerBound(x, from) - 1);
  let end = lowerBound(x, to);
  while (end < count && x[end] <= to) end += 1;
  end = Math.min(count, end + 1);

  let column = NaN;
  let minIndex = -1;
  let maxIndex = -1;
  let minValue = 0;
  let maxValue = 0;
  let previousX = NaN;
  let gapPending = false;

  const push = (px: number, py: number) => {
    outX[length] = px;
    outY[length] = py;
    length += 1;
  };
  const flush = () => {
    if (minIndex < 0) return;
    if (minIndex === maxIndex) push(x[minIndex], minValue);
    else if (minIndex < maxIndex) {
      push(x[minIndex], minValue);
      push(x[maxIndex], maxValue);
    } else {
      push(x[maxIndex], maxValue);
      push(x[minIndex], minValue);
    }
    minIndex = -1;
    maxIndex = -1;
  };

  for (let index = start; index < end; index += 1) {
    const value = y[index];
    // Missing (null, undefined or NaN): a gap. `value !== value` is the NaN test of the hot loop.
    if (value == null || value !== value) {
      gapPending = true;
      continue;
    }
    const at = x[index];
    // Columns -1 and `width` hold the neighbours outside the window (one point each).
    let pointColumn = at < from ? -1 : at > to ? width : Math.floor((at - from) * columnsPerUnit);
    if (pointColumn === width && at <= to) pointColumn = width - 1;
    const broken = gapPending || at - previousX > maxGap;
    if (pointColumn !== column || (broken && minIndex < 0)) {
      flush();
      if (broken && length > 0 && outY[length - 1] === outY[length - 1]) push(at, NaN);
      column = pointColumn;
      minIndex = index;
      maxIndex = index;
      minValue = value;
      maxValue = value;
    } else if (column === -1) {
      // Only the last point before the window matters.
      minIndex = index;
      maxIndex = index;
      minValue = value;
      maxValue = value;
    } else if (column !== width) {
      // Same column (a gap inside one pixel column keeps the bar whole).
      if (value < minValue) {
        minValue = value;
        minIndex = index;
      } else if (value > maxValue) {
        maxValue = value;
        maxIndex = index;
      }
    }
    gapPending = false;
    previousX = at;
  }
  flush();
  return { x: outX, y: outY, length };
}
