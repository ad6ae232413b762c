import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatParameterValue } from '../parameterWrite/parameterWrite';
import { SUMMARY_TEMPERATURE, formatReading, readingDecimals, readingValue } from './reading';
import { formatTemperature } from './temperature';

/** The set temperature as the device configurations describe it (the tree view's formula). */
const setTemperatureFormula = { scale: 10, unit: '°C', read_mapping: null };

describe('formatReading (one rule for every raw value on screen)', () => {
  it.each([
    [{ read_mapping: { '0': 'Off', '170': 'On' } }, 170, 'On'],
    [{ read_mapping: { '0': 'Off' } }, 5, '5'],
    [{ scale: 10, unit: '°C' }, 225, '22.5 °C'],
    [{ scale: 10, unit: '°C' }, '225', '22.5 °C'],
    [{ scale: 10, unit: '°C' }, 220, '22.0 °C'],
    [{ scale: 10, unit: '°C' }, -35, '-3.5 °C'],
    [{ scale: 100, unit: 'bar' }, 1234, '12.34 bar'],
    [{ scale: 1, unit: 'Hz' }, 48, '48 Hz'],
    [{ unit: 'Hz' }, 48, '48 Hz'],
    [{}, 3, '3'],
    [{ scale: 0 }, 3, '3'],
  ])('%j with %j reads %j', (reading, raw, text) => {
    expect(formatReading(reading, raw)).toBe(text);
  });

  it.each([null, undefined, '', '  ', 'abc', Number.NaN])('%j reads as not available', (raw) => {
    expect(formatReading({ scale: 10, unit: '°C' }, raw)).toBe('—');
  });

  it('never shows a negative zero', () => {
    expect(formatReading({ scale: 10, unit: '°C' }, -0.4)).toBe('0.0 °C');
    expect(formatReading({ scale: 100 }, -0.2)).toBe('0.00');
  });

  it('shows the floor plan and the tree view the same set temperature for every raw value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (raw) => {
        const tree = formatParameterValue(setTemperatureFormula, raw);
        expect(formatTemperature(raw)).toBe(tree);
        expect(formatReading(SUMMARY_TEMPERATURE, raw)).toBe(tree);
      }),
    );
  });

  it('keeps the value: the shown number times the scale is the raw value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.constantFrom(1, 10, 100, 1000),
        (raw, scale) => {
          const text = formatReading({ scale }, raw);
          expect(Math.round(Number(text) * scale)).toBe(raw);
          expect(text.split('.')[1]?.length ?? 0).toBe(readingDecimals(scale));
        },
      ),
    );
  });
});

describe('readingValue', () => {
  it.each([
    [{ scale: 10 }, 215, 21.5],
    [{ scale: 10 }, '215', 21.5],
    [{}, 7, 7],
    [{ scale: 10 }, null, undefined],
    [{ scale: 10 }, 'abc', undefined],
  ])('%j of %j is %j', (reading, raw, value) => {
    expect(readingValue(reading, raw)).toBe(value);
  });
});
