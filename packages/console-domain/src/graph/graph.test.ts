import { describe, expect, it } from 'vitest';
import { GRAPH_MAX_POINTS_PER_HEADER } from '../constants/limits';
import {
  DEFAULT_GRAPH_INTERVAL,
  DEFAULT_GRAPH_TIME_RANGE,
  GRAPH_INTERVALS,
  GRAPH_PALETTE,
  GRAPH_TIME_RANGES,
  canFetchGraph,
  graphColor,
  graphPointCount,
  isGraphInterval,
  isGraphTimeRange,
} from './graph';
import { GRAPH_DASHES, graphDash, isDashOn } from './dashes';
import { graphViewState } from './viewState';

describe('graph constants (projects.md §9, DECISIONS.md)', () => {
  it('offers the spec ranges and intervals with their defaults', () => {
    expect(GRAPH_TIME_RANGES).toEqual([1, 7, 30, 60, 90]);
    expect(isGraphTimeRange(60)).toBe(true);
    expect(DEFAULT_GRAPH_TIME_RANGE).toBe(7);
    expect(GRAPH_INTERVALS).toEqual([5, 15, 30, 60]);
    expect(DEFAULT_GRAPH_INTERVAL).toBe(5);
    expect(isGraphTimeRange(30)).toBe(true);
    expect(isGraphTimeRange(14)).toBe(false);
    expect(isGraphInterval(15)).toBe(true);
    expect(isGraphInterval(10)).toBe(false);
  });

  it('keeps every offered combination within 26,000 points per header', () => {
    for (const days of GRAPH_TIME_RANGES) {
      for (const minutes of GRAPH_INTERVALS) {
        expect(graphPointCount(days, minutes)).toBeLessThanOrEqual(GRAPH_MAX_POINTS_PER_HEADER);
      }
    }
    expect(graphPointCount(90, 5)).toBe(25_920);
    expect(graphPointCount(365, 5)).toBe(25_920);
    expect(graphPointCount(-1, 5)).toBe(0);
  });
});

describe('canFetchGraph (a header and a device)', () => {
  it.each([
    [{ headers: ['temp'], deviceId: 1 }, true],
    [{ headers: ['temp'], deviceId: '1' }, true],
    [{ headers: [], deviceId: 1 }, false],
    [{ headers: null, deviceId: 1 }, false],
    [{ headers: ['temp'], deviceId: undefined }, false],
    [{ headers: ['temp'], deviceId: '' }, false],
  ])('%o → %s', (input, fetches) => {
    expect(canFetchGraph(input)).toBe(fetches);
  });
});

describe('graphColor (fixed palette in header order)', () => {
  it('cycles through the palette', () => {
    expect(graphColor(0)).toBe(GRAPH_PALETTE[0]);
    expect(graphColor(GRAPH_PALETTE.length)).toBe(GRAPH_PALETTE[0]);
    expect(graphColor(-1)).toBe(GRAPH_PALETTE[GRAPH_PALETTE.length - 1]);
    expect(new Set(GRAPH_PALETTE).size).toBe(GRAPH_PALETTE.length);
  });
});

/** WCAG relative luminance and contrast ratio of two '#rrggbb' colours. */
function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('graph lines are told apart without relying on hue (WCAG 1.4.1, 1.4.11)', () => {
  // The chart's surfaces (console-ui tokens: surfaceRaised of the light and the dark theme).
  const surfaces = ['#ffffff', '#1b2129'];
  it.each(GRAPH_PALETTE.filter((color) => color !== '#000000'))(
    '%s has 3:1 against both chart surfaces',
    (color) => {
      for (const surface of surfaces) expect(contrast(color, surface)).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives every palette colour its own dash pattern, the first one solid', () => {
    expect(GRAPH_DASHES).toHaveLength(GRAPH_PALETTE.length);
    expect(graphDash(0)).toEqual([]);
    expect(new Set(GRAPH_DASHES.map((dash) => dash.join(','))).size).toBe(GRAPH_DASHES.length);
    expect(graphDash(GRAPH_DASHES.length + 1)).toBe(GRAPH_DASHES[1]);
  });

  it.each([
    [[], 0, true],
    [[], 123, true],
    [[8, 4], 0, true],
    [[8, 4], 7.9, true],
    [[8, 4], 8, false],
    [[8, 4], 11, false],
    [[8, 4], 12, true],
    [[10, 3, 2, 3], 14, true],
    [[10, 3, 2, 3], 16, false],
    [[8, 4], -1, false],
  ] as const)('isDashOn(%o, %d) is %s', (pattern, position, on) => {
    expect(isDashOn(pattern, position)).toBe(on);
  });
});

describe('graphViewState (one truthful state of the chart area)', () => {
  const ok = { failed: false, count: 5 };
  const drawn = { failed: false, validating: false, points: 100 };
  it.each([
    [
      'headers failed',
      { headers: { failed: true, count: null }, chosen: 2, graph: drawn },
      'headers-failed',
    ],
    [
      'headers loading',
      { headers: { failed: false, count: null }, chosen: 0, graph: drawn },
      'headers-loading',
    ],
    [
      'device without headers',
      { headers: { failed: false, count: 0 }, chosen: 0, graph: drawn },
      'no-headers',
    ],
    ['nothing chosen', { headers: ok, chosen: 0, graph: drawn }, 'choose'],
    [
      'graph failed while an earlier answer is kept',
      { headers: ok, chosen: 2, graph: { failed: true, validating: false, points: 0 } },
      'failed',
    ],
    [
      'graph failed, asked again',
      { headers: ok, chosen: 2, graph: { failed: true, validating: true, points: null } },
      'loading',
    ],
    [
      'waiting for points',
      { headers: ok, chosen: 2, graph: { failed: false, validating: true, points: null } },
      'loading',
    ],
    [
      'no points',
      { headers: ok, chosen: 2, graph: { failed: false, validating: false, points: 0 } },
      'empty',
    ],
    ['points', { headers: ok, chosen: 2, graph: drawn }, 'chart'],
  ] as const)('%s → %s', (_, input, state) => {
    expect(graphViewState(input)).toBe(state);
  });
});
