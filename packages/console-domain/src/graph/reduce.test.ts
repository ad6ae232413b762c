import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowerBound, maxReducedLength, reduceToPixelColumns } from './reduce';

function pointsOf(reduced: ReturnType<typeof reduceToPixelColumns>) {
  return Array.from({ length: reduced.length }, (_, index) => ({
    x: reduced.x[index],
    y: reduced.y[index],
  }));
}

/** Runs of present points between breaks. */
function segmentsOf(reduced: ReturnType<typeof reduceToPixelColumns>) {
  const segments: Array<Array<{ x: number; y: number }>> = [[]];
  for (const point of pointsOf(reduced)) {
    if (Number.isNaN(point.y)) segments.push([]);
    else segments[segments.length - 1].push(point);
  }
  return segments.filter((segment) => segment.length > 0);
}

// Ascending integer x (steps 1–5) with values, some missing.
const seriesArbitrary = fc
  .array(
    fc.record({
      step: fc.integer({ min: 1, max: 5 }),
      value: fc.option(fc.integer({ min: -1000, max: 1000 }), { freq: 8 }),
    }),
    { minLength: 1, maxLength: 600 },
  )
  .map((entries) => {
    let at = 0;
    const x: number[] = [];
    const y: Array<number | null> = [];
    for (const entry of entries) {
      at += entry.step;
      x.push(at);
      y.push(entry.value);
    }
    return { x, y };
  });

const columnOf = (at: number, from: number, to: number, width: number) =>
  Math.min(width - 1, Math.floor(((at - from) * width) / (to - from)));

describe('reduceToPixelColumns', () => {
  it('keeps the shape of a small series exactly (fewer points than columns)', () => {
    const reduced = reduceToPixelColumns({
      x: [0, 1, 2, 3],
      y: [1, 5, 2, 4],
      from: 0,
      to: 3,
      width: 100,
    });
    expect(pointsOf(reduced)).toEqual([
      { x: 0, y: 1 },
      { x: 1, y: 5 },
      { x: 2, y: 2 },
      { x: 3, y: 4 },
    ]);
  });

  it('draws each column as its min and max in the order they occur', () => {
    const reduced = reduceToPixelColumns({
      x: [0, 1, 2, 3, 4, 5, 6, 7],
      y: [3, 9, 1, 4, 2, 2, 8, 0],
      from: 0,
      to: 8,
      width: 2,
    });
    expect(pointsOf(reduced)).toEqual(
      [
        { x: 1, y: 9 },
        { x: 2, y: 1 },
        { x: 7, y: 0 },
        { x: 6, y: 8 },
      ].sort((a, b) => a.x - b.x),
    );
  });

  it('breaks the line at a missing value and across an outage longer than maxGap', () => {
    const missing = reduceToPixelColumns({
      x: [0, 1, 2, 3],
      y: [1, null, 2, 3],
      from: 0,
      to: 3,
      width: 10,
    });
    expect(segmentsOf(missing).map((segment) => segment.map((point) => point.x))).toEqual([
      [0],
      [2, 3],
    ]);
    const outage = reduceToPixelColumns({
      x: [0, 1, 50, 51],
      y: [1, 2, 3, 4],
      from: 0,
      to: 51,
      width: 51,
      maxGap: 1.5,
    });
    expect(segmentsOf(outage).map((segment) => segment.map((point) => point.x))).toEqual([
      [0, 1],
      [50, 51],
    ]);
  });

  it('keeps one neighbour on each side of a zoomed window', () => {
    const x = Array.from({ length: 100 }, (_, index) => index);
    const reduced = reduceToPixelColumns({ x, y: x, from: 40.5, to: 49.5, width: 100 });
    const kept = pointsOf(reduced).map((point) => point.x);
    expect(kept[0]).toBe(40);
    expect(kept.at(-1)).toBe(50);
    expect(kept).toHaveLength(11);
  });

  it('answers nothing for no data or an inverted window', () => {
    expect(reduceToPixelColumns({ x: [], y: [], from: 0, to: 1, width: 10 }).length).toBe(0);
    expect(reduceToPixelColumns({ x: [1], y: [1], from: 2, to: 1, width: 10 }).length).toBe(0);
  });

  it('law: the point count is bounded by the width, whatever the number of points', () => {
    fc.assert(
      fc.property(seriesArbitrary, fc.integer({ min: 1, max: 200 }), ({ x, y }, width) => {
        const reduced = reduceToPixelColumns({ x, y, from: x[0], to: x.at(-1)!, width, maxGap: 3 });
        expect(reduced.length).toBeLessThanOrEqual(maxReducedLength(width));
        const present = pointsOf(reduced).filter((point) => !Number.isNaN(point.y));
        expect(present.length).toBeLessThanOrEqual(2 * width + 2);
      }),
    );
  });

  it('law: spikes are kept (every column keeps its minimum and maximum)', () => {
    fc.assert(
      fc.property(seriesArbitrary, fc.integer({ min: 1, max: 200 }), ({ x, y }, width) => {
        const from = x[0];
        const to = x.at(-1)!;
        fc.pre(to > from);
        const reduced = pointsOf(reduceToPixelColumns({ x, y, from, to, width }));
        const byColumn = new Map<number, number[]>();
        x.forEach((at, index) => {
          const value = y[index];
          if (value == null) return;
          const column = columnOf(at, from, to, width);
          byColumn.set(column, [...(byColumn.get(column) ?? []), value]);
        });
        for (const [column, values] of byColumn) {
          const kept = reduced
            .filter(
              (point) => !Number.isNaN(point.y) && columnOf(point.x, from, to, width) === column,
            )
            .map((point) => point.y);
          expect(kept).toContain(Math.max(...values));
          expect(kept).toContain(Math.min(...values));
        }
      }),
    );
  });

  it('law: gaps are kept (no drawn segment crosses a gap between two pixel columns)', () => {
    fc.assert(
      fc.property(seriesArbitrary, fc.integer({ min: 1, max: 200 }), ({ x, y }, width) => {
        const from = x[0];
        const to = x.at(-1)!;
        fc.pre(to > from);
        const maxGap = 3;
        const segments = segmentsOf(reduceToPixelColumns({ x, y, from, to, width, maxGap }));
        // Gaps of the input: between present points a and b with a missing value or dx > maxGap.
        let previous = -1;
        let missingBetween = false;
        for (let index = 0; index < x.length; index += 1) {
          if (y[index] == null) {
            missingBetween = true;
            continue;
          }
          if (previous >= 0 && (missingBetween || x[index] - x[previous] > maxGap)) {
            const left = x[previous];
            const right = x[index];
            if (columnOf(left, from, to, width) !== columnOf(right, from, to, width)) {
              for (const segment of segments) {
                const crosses =
                  segment.some((point) => point.x <= left) &&
                  segment.some((point) => point.x >= right);
                expect(crosses).toBe(false);
              }
            }
          }
          previous = index;
          missingBetween = false;
        }
      }),
    );
  });

  it('law: without gaps the window is one unbroken line', () => {
    fc.assert(
      fc.property(seriesArbitrary, fc.integer({ min: 1, max: 200 }), ({ x, y }, width) => {
        const present = y.map((value) => value ?? 0);
        const reduced = reduceToPixelColumns({ x, y: present, from: x[0], to: x.at(-1)!, width });
        expect(segmentsOf(reduced)).toHaveLength(1);
      }),
    );
  });

  it('reduces 90 days at 5 minutes to a few thousand points quickly', () => {
    const count = 25_920;
    const x = Float64Array.from({ length: count }, (_, index) => index * 300_000);
    const y = Float64Array.from(
      { length: count },
      (_, index) => Math.sin(index / 50) * 10 + (index === 12_345 ? 100 : 0),
    );
    const reduced = reduceToPixelColumns({ x, y, from: 0, to: x[count - 1], width: 1000 });
    expect(reduced.length).toBeLessThanOrEqual(2000);
    expect(Math.max(...reduced.y.subarray(0, reduced.length))).toBeGreaterThan(99);
  });
});

describe('lowerBound', () => {
  it('finds the first index at or after a value', () => {
    expect(lowerBound([1, 3, 3, 5], 3)).toBe(1);
    expect(lowerBound([1, 3, 3, 5], 4)).toBe(3);
    expect(lowerBound([1, 3, 3, 5], 9)).toBe(4);
    expect(lowerBound([], 1)).toBe(0);
  });
});
