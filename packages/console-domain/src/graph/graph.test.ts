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

describe('graph constants (projects.md §9, DECISIONS.md)', () => {
  it('offers the spec ranges and intervals with their defaults', () => {
    expect(GRAPH_TIME_RANGES).toEqual([1, 7, 30, 90]);
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
