import { describe, expect, it } from 'vitest';
import { filterParameters, parameterFilterActive, truncateParameterName } from './parameterFilter';

const parameters = [
  { data_meaning: 'Outdoor ambient temperature' },
  { data_meaning: 'Indoor set temperature' },
  { data_meaning: 'Fan speed' },
];
const nameOf = (parameter: { data_meaning: string }) => parameter.data_meaning;

describe('parameterFilterActive (2 or more characters)', () => {
  it.each([
    ['', false],
    ['t', false],
    [' t ', false],
    ['te', true],
    [null, false],
    [undefined, false],
  ])('%j → %s', (query, active) => {
    expect(parameterFilterActive(query)).toBe(active);
  });
});

describe('filterParameters', () => {
  it('keeps every parameter below 2 characters', () => {
    expect(filterParameters(parameters, 'f', nameOf)).toEqual(parameters);
  });

  it('filters case-insensitively from 2 characters', () => {
    expect(filterParameters(parameters, 'TEMP', nameOf)).toEqual(parameters.slice(0, 2));
    expect(filterParameters(parameters, 'fan', nameOf)).toEqual([parameters[2]]);
    expect(filterParameters(parameters, 'xyz', nameOf)).toEqual([]);
  });
});

describe('truncateParameterName (50 characters)', () => {
  it.each([
    ['short', 'short'],
    ['x'.repeat(50), 'x'.repeat(50)],
    ['x'.repeat(51), `${'x'.repeat(50)}...`],
  ])('%s', (name, shown) => {
    expect(truncateParameterName(name)).toBe(shown);
  });
});
