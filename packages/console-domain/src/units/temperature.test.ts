import { describe, expect, it } from 'vitest';
import { formatTemperature, toCelsius } from './temperature';

describe('toCelsius (raw / 10)', () => {
  it.each([
    [215, 21.5],
    ['215', 21.5],
    [0, 0],
    [-35, -3.5],
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
    ['abc', undefined],
  ])('%s → %s', (raw, celsius) => {
    expect(toCelsius(raw)).toBe(celsius);
  });
});

describe('formatTemperature (one decimal, °C)', () => {
  it.each([
    [215, '21.5 °C'],
    [220, '22.0 °C'],
    [-35, '-3.5 °C'],
    [-0.4, '0.0 °C'],
    [null, '—'],
  ])('%s → %s', (raw, text) => {
    expect(formatTemperature(raw)).toBe(text);
  });
});
