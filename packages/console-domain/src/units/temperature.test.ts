import { describe, expect, it } from 'vitest';
import { formatTemperature, temperatureScale, toCelsius } from './temperature';

describe('toCelsius (raw / the model scale)', () => {
  it.each([
    [215, 10, 21.5],
    ['215', 10, 21.5],
    [0, 10, 0],
    [-35, 10, -3.5],
    [2153, 100, 21.53],
    [-350, 100, -3.5],
    [22, 1, 22],
    [215, undefined, 21.5],
    [215, null, 21.5],
    [null, 10, undefined],
    [undefined, 100, undefined],
    ['', 10, undefined],
    ['abc', 10, undefined],
  ])('%s at scale %s → %s', (raw, scale, celsius) => {
    expect(toCelsius(raw, scale)).toBe(celsius);
  });
});

describe('formatTemperature (the model scale’s decimals, °C)', () => {
  it.each([
    [215, 10, '21.5 °C'],
    [220, 10, '22.0 °C'],
    [-35, 10, '-3.5 °C'],
    [-0.4, 10, '0.0 °C'],
    [2153, 100, '21.53 °C'],
    [2150, 100, '21.50 °C'],
    [22, 1, '22 °C'],
    [null, 10, '—'],
    [null, 100, '—'],
  ])('%s at scale %s → %s', (raw, scale, text) => {
    expect(formatTemperature(raw, scale)).toBe(text);
  });

  it('reads an answer without a scale at the specification’s tenths (DECISIONS.md Display)', () => {
    expect(formatTemperature(215, undefined)).toBe('21.5 °C');
    expect(temperatureScale(undefined)).toBe(10);
    expect(temperatureScale(0)).toBe(10);
    expect(temperatureScale(100)).toBe(100);
  });
});
