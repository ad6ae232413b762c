import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatParameterValue } from '../parameterWrite/parameterWrite';
import {
  averageValue,
  computedReading,
  decodeRegister,
  encodeRegister,
  formatReading,
  readingDecimals,
  readingValue,
  registerValue,
} from './reading';
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

  it('shows the floor plan and the tree view the same set temperature for every raw value and scale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.constantFrom(1, 10, 100),
        (raw, scale) => {
          const tree = formatParameterValue({ ...setTemperatureFormula, scale }, raw);
          expect(formatTemperature(raw, scale)).toBe(tree);
        },
      ),
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
    [{ scale: 100 }, 2153, 21.53],
    [{ scale: 1000 }, 12345, 12.345],
    [{ scale: 2 }, 5, 2.5],
    [{ scale: 3 }, 5, 1.7],
  ])('%j of %j is %j', (reading, raw, value) => {
    expect(readingValue(reading, raw)).toBe(value);
  });
});

describe('decode and scale (the one rule of the server and the console)', () => {
  it.each([
    [{ scale: 10, signed: true }, 0xffdd, -3.5],
    [{ scale: 10 }, 0xffdd, 6550.1],
    [{ scale: 100, signed: true }, 2153, 21.53],
    [{ scale: 1, signed: true }, 0x8000, -32768],
  ])('%j reads word %j as %j', (reading, word, value) => {
    expect(registerValue(reading, word)).toBe(value);
  });

  it('encodes what it decodes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -0x8000, max: 0x7fff }), (value) => {
        expect(decodeRegister(encodeRegister(value), true)).toBe(value);
      }),
    );
  });

  it.each([
    [{ read_mapping: { '0': 'Off', '170': 'On' }, scale: 1 }, 170, 'On'],
    [{ read_mapping: { '0': 'Off' }, scale: 1 }, 3, '3'],
    [{ read_mapping: null, scale: 10 }, 215, 21.5],
    [{ read_mapping: null, scale: 100 }, 2153, 21.53],
    [{ read_mapping: null, scale: 1 }, 48, 48],
  ])('computes %j of %j as %j', (reading, raw, value) => {
    expect(computedReading(reading, raw)).toBe(value);
  });

  it('keeps at least two decimals of an average', () => {
    expect(averageValue({ scale: 1 }, 45.5)).toBe(45.5);
    expect(averageValue({ scale: 10 }, 215.25)).toBe(21.53);
    expect(averageValue({ scale: 1000 }, 12345.4)).toBe(12.345);
  });
});
