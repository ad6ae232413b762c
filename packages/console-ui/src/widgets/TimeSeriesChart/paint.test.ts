import { reduceToPixelColumns } from '@hvac/console-domain';
import { describe, expect, it } from 'vitest';
import { paintLines } from './paint';

type Call = [name: string, ...args: number[]];

/** A 2D context that records the drawing calls paintLines makes (jsdom has no canvas). */
function recordingContext(width: number, height: number) {
  const calls: Call[] = [];
  const record =
    (name: string) =>
    (...args: number[]) => {
      calls.push([name, ...args]);
    };
  const context = {
    canvas: { width, height },
    setTransform: record('setTransform'),
    clearRect: record('clearRect'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    stroke: record('stroke'),
    fillRect: record('fillRect'),
    setLineDash: (pattern: number[]) => calls.push(['setLineDash', ...pattern]),
    lineWidth: 0,
    lineJoin: 'miter',
    lineCap: 'butt',
    fillStyle: '',
    strokeStyle: '',
  };
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

const WIDTH = 100;
const HEIGHT = 50;

function paint(
  x: number[],
  y: (number | null)[],
  maxGap?: number,
  options: { dash?: number[]; top?: number; clear?: boolean } = {},
) {
  const { context, calls } = recordingContext(WIDTH, HEIGHT);
  const from = x[0];
  const to = x[x.length - 1];
  paintLines(
    context,
    [
      {
        color: '#123456',
        dash: options.dash,
        reduced: reduceToPixelColumns({ x, y, from, to, width: WIDTH, maxGap }),
      },
    ],
    {
      from,
      to,
      yMin: 0,
      yMax: 10,
      width: WIDTH,
      height: HEIGHT,
      pixelRatio: 1,
      top: options.top,
      clear: options.clear,
    },
  );
  return {
    rects: calls.filter(([name]) => name === 'fillRect').map(([, ...args]) => args),
    segments: calls.filter(([name]) => name === 'lineTo').length,
    strokes: calls.filter(([name]) => name === 'stroke').length,
    calls,
  };
}

describe('paintLines', () => {
  it('draws dense data as one pixel-aligned span per column, covering each min and max', () => {
    // 1,000 points over 100 columns: 10 per column, a spike of 10 in column 42.
    const x = Array.from({ length: 1000 }, (_, index) => index);
    const y = x.map((index) => (index === 425 ? 10 : 5));
    const { rects, segments } = paint(x, y);
    expect(segments).toBe(0);
    expect(rects.length).toBeGreaterThanOrEqual(99);
    expect(rects.length).toBeLessThanOrEqual(101);
    for (const [left, , width] of rects) {
      expect(Number.isInteger(left)).toBe(true);
      expect(width).toBe(1);
    }
    // The spike's column reaches the top (value 10 → y 0) and the baseline (value 5 → y 25).
    const spike = rects.find(([left]) => left === 42);
    expect(spike).toBeDefined();
    const [, top, , height] = spike as number[];
    expect(top).toBeLessThanOrEqual(0);
    expect(top + height).toBeGreaterThanOrEqual(25);
  });

  it('joins points further apart than a column with a stroked polyline', () => {
    // 11 points over 100 columns: 10 columns apart.
    const x = Array.from({ length: 11 }, (_, index) => index * 10);
    const y = x.map((_, index) => index % 10);
    const { rects, segments, strokes } = paint(x, y);
    expect(rects).toHaveLength(0);
    expect(segments).toBe(10);
    expect(strokes).toBe(1);
  });

  it('leaves a gap unjoined and keeps a lone point between two gaps as a dot', () => {
    const x = Array.from({ length: 11 }, (_, index) => index * 10);
    const y = [1, 2, 3, null, 5, null, 7, 8, 9, 8, 7];
    const { rects, calls } = paint(x, y);
    // Three points, a gap, the lone 5, a gap, five points: 2 + 4 segments, no segment across a gap.
    const moves = calls.filter(([name]) => name === 'moveTo');
    expect(moves).toHaveLength(2);
    expect(calls.filter(([name]) => name === 'lineTo')).toHaveLength(6);
    // The lone point (x 40 → column 40, value 5 → y 25) is a 1.5 px dot.
    expect(rects).toEqual([[40 - 0.75, 25 - 0.75, 1.5, 1.5]]);
  });

  it('does not join present points further apart than maxGap', () => {
    const x = [0, 10, 20, 60, 70, 99];
    const y = [1, 2, 3, 4, 5, 6];
    const { calls } = paint(x, y, 15);
    expect(calls.filter(([name]) => name === 'moveTo')).toHaveLength(2);
    expect(calls.filter(([name]) => name === 'lineTo')).toHaveLength(3);
  });

  it('leaves out the columns where a dashed line is off, and strokes with its dash', () => {
    const x = Array.from({ length: 1000 }, (_, index) => index);
    const y = x.map(() => 5);
    const { rects } = paint(x, y, undefined, { dash: [8, 4] });
    const columns = rects.map(([left]) => left);
    // On for 8 columns, off for 4: columns 0–7 drawn, 8–11 not, 12 again.
    expect(columns).toContain(0);
    expect(columns).toContain(7);
    expect(columns).not.toContain(8);
    expect(columns).not.toContain(11);
    expect(columns).toContain(12);
    expect(rects.length).toBeGreaterThan(60);
    expect(rects.length).toBeLessThan(72);

    const sparse = paint(
      Array.from({ length: 11 }, (_, index) => index * 10),
      Array.from({ length: 11 }, () => 5),
      undefined,
      { dash: [8, 4] },
    );
    const dashes = sparse.calls.filter(([name]) => name === 'setLineDash');
    expect(dashes).toEqual([['setLineDash', 8, 4], ['setLineDash']]);
  });

  it('paints a stacked panel at its top without clearing the panels above', () => {
    const { calls } = paint([0, 50, 99], [1, 2, 3], undefined, { top: 120, clear: false });
    expect(calls.some(([name]) => name === 'clearRect')).toBe(false);
    expect(calls).toContainEqual(['setTransform', 1, 0, 0, 1, 0, 120]);
  });
});
