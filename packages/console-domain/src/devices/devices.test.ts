import { describe, expect, it } from 'vitest';
import type { IndoorUnitFilters } from './devices';
import {
  DEFAULT_INDOOR_UNIT_FILTERS,
  historicalCellText,
  indoorUnitPlace,
  indoorUnitTitle,
  isHistoricalErrorRow,
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

describe('indoorUnitTitle', () => {
  it.each<[number | string, string | null | undefined, string]>([
    [3, 'Office', '3 · Office'],
    [12, 'Meeting Room 2', '12 · Meeting Room 2'],
    [3, '', '3'],
    [3, '   ', '3'],
    [3, null, '3'],
    [3, undefined, '3'],
    ['7', ' Lobby ', '7 · Lobby'],
  ])('%j, %j → %j', (unit, name, title) => {
    expect(indoorUnitTitle(unit, name)).toBe(title);
  });
});

const temperature = { header: 'room_temp', unit: '°C' };

describe('historicalCellText', () => {
  it.each<
    [Parameters<typeof historicalCellText>[0], Parameters<typeof historicalCellText>[1], string]
  >([
    // Temperatures come in °C and show one decimal, whole degrees too.
    [temperature, 19, '19.0 °C'],
    [temperature, 18.9, '18.9 °C'],
    [temperature, '21', '21.0 °C'],
    [temperature, -0.04, '0.0 °C'],
    [temperature, -3.25, '-3.2 °C'],
    // Other units keep the server's number; no unit, the bare value.
    [{ header: 'power', unit: 'kW' }, 3, '3 kW'],
    [{ header: 'mode', unit: null }, 'Cool', 'Cool'],
    [{ header: 'flag' }, true, 'true'],
    // A °C column with text keeps the text and its unit.
    [temperature, 'n/a', 'n/a °C'],
    // Missing values.
    [temperature, null, '—'],
    [temperature, undefined, '—'],
    [temperature, '', '—'],
    // Times read as every other date and time of the console.
    [{ header: 'timestamp', type: 'time' }, '2026-03-04T05:06:00Z', 'March 4, 2026 at 05:06'],
  ])('%o with %j → %j', (column, value, text) => {
    expect(historicalCellText(column, value)).toBe(text);
  });
});

describe('isHistoricalErrorRow', () => {
  const columns = [
    { header: 'timestamp', type: 'time' },
    { header: 'alarm', type: 'error' },
    { header: 'room_temp', unit: '°C' },
  ];
  it.each<[Record<string, string | number | boolean | null>, boolean]>([
    [{ timestamp: 't', alarm: 0, room_temp: 20 }, false],
    [{ timestamp: 't', alarm: 1, room_temp: 20 }, true],
    [{ timestamp: 't', alarm: 7, room_temp: 20 }, true],
    [{ timestamp: 't', alarm: '2', room_temp: 20 }, true],
    [{ timestamp: 't', alarm: null, room_temp: 20 }, false],
    // Only error columns count: a temperature of 25 is no error.
    [{ timestamp: 't', alarm: 0, room_temp: 25 }, false],
    // The server's own flag wins.
    [{ timestamp: 't', alarm: 0, room_temp: 20, has_error: true }, true],
    [{ timestamp: 't', alarm: 0, room_temp: 20, has_error: false }, false],
  ])('%o → %s', (row, error) => {
    expect(isHistoricalErrorRow(row, columns)).toBe(error);
  });
});

describe('indoorUnitPlace (a unit told apart from same-named units of other systems)', () => {
  it.each([
    [{ system: 1, unit: 3, name: 'Director office 1' }, 'System 1 · Unit 3 · Director office 1'],
    [{ system: 2, unit: 3, name: 'Director office 1' }, 'System 2 · Unit 3 · Director office 1'],
    [{ system: 1, unit: 4, name: '  ' }, 'System 1 · Unit 4'],
    [{ system: null, unit: 4, name: 'Lobby' }, 'Unit 4 · Lobby'],
  ])('%j → %j', (input, place) => {
    expect(indoorUnitPlace(input)).toBe(place);
  });
});
