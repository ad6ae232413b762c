import { describe, expect, it } from 'vitest';
import type { IndoorUnitFilters } from './devices';
import {
  DEFAULT_INDOOR_UNIT_FILTERS,
  isHighlightedStatistic,
  matchesIndoorUnitFilters,
  setAndActualTemperature,
  yesNo,
} from './devices';

const onWithError = { system: 1, power: 170, error_status: 1 };
const offClear = { system: 2, power: 0, error_status: 0 };

describe('matchesIndoorUnitFilters', () => {
  it.each<[Partial<IndoorUnitFilters>, boolean, boolean]>([
    [{}, true, true],
    [{ system: 1 }, true, false],
    [{ system: '2' }, false, true],
    [{ power: 'on' }, true, false],
    [{ power: 'off' }, false, true],
    [{ error: 'error' }, true, false],
    [{ error: 'no_error' }, false, true],
    [{ system: 1, power: 'off' }, false, false],
  ])('%o keeps on-with-error %s, off-clear %s', (filters, keepsFirst, keepsSecond) => {
    const all = { ...DEFAULT_INDOOR_UNIT_FILTERS, ...filters };
    expect(matchesIndoorUnitFilters(onWithError, all)).toBe(keepsFirst);
    expect(matchesIndoorUnitFilters(offClear, all)).toBe(keepsSecond);
  });
});

describe('isHighlightedStatistic (error rows with actual ≥ 1)', () => {
  it.each([
    [{ type: 'error', value: { actual: 1 } }, true],
    [{ type: 'error', value: { actual: '3' } }, true],
    [{ type: 'error', value: { actual: 0 } }, false],
    [{ type: 'error', value: { actual: 'x' } }, false],
    [{ type: 'error', value: null }, false],
    [{ type: 'status', value: { actual: 5 } }, false],
  ])('%o → %s', (row, highlighted) => {
    expect(isHighlightedStatistic(row)).toBe(highlighted);
  });
});

describe('cell texts', () => {
  it('joins set and actual temperature', () => {
    expect(setAndActualTemperature('22.0 °C', '21.5 °C')).toBe('22.0 °C | 21.5 °C');
  });

  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [undefined, 'No'],
  ])('yesNo(%s) → %s', (value, text) => {
    expect(yesNo(value)).toBe(text);
  });
});
