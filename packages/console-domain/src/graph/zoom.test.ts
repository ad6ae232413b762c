import { describe, expect, it } from 'vitest';
import { zoomAround } from './zoom';

const full = { from: 0, to: 1000 };

describe('zoomAround (keyboard and button zoom of the graph)', () => {
  it.each([
    [
      'in around the middle of the whole range',
      { view: full, factor: 0.5 },
      { from: 250, to: 750 },
    ],
    [
      'in around the crosshair, which keeps its place on the axis',
      { view: full, center: 100, factor: 0.5 },
      { from: 50, to: 550 },
    ],
    [
      'in near the start stays inside the range',
      { view: { from: 0, to: 100 }, center: 0, factor: 0.5 },
      { from: 0, to: 50 },
    ],
    [
      'out near the end is shifted back inside the range',
      { view: { from: 800, to: 1000 }, center: 1000, factor: 2 },
      { from: 600, to: 1000 },
    ],
    ['out to the whole range is no zoom', { view: { from: 250, to: 750 }, factor: 2 }, null],
    ['out of the whole range is no zoom', { view: full, factor: 2 }, null],
    [
      'in never narrower than the least span',
      { view: { from: 0, to: 40 }, factor: 0.5, minSpan: 30 },
      { from: 5, to: 35 },
    ],
    [
      'a crosshair outside the window counts as its edge',
      { view: { from: 100, to: 200 }, center: 900, factor: 0.5 },
      { from: 150, to: 200 },
    ],
  ] as const)('zooms %s', (_, input, window) => {
    expect(zoomAround({ full, ...input })).toEqual(window);
  });

  it('gives no window for an empty range', () => {
    expect(
      zoomAround({ view: { from: 5, to: 5 }, full: { from: 5, to: 5 }, factor: 0.5 }),
    ).toBeNull();
  });
});
