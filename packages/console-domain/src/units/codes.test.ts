import { describe, expect, it } from 'vitest';
import { fanSpeedName, normalizeCode, operationModeName } from './codes';

describe('operationModeName (console.md §4)', () => {
  it.each([
    ['1', 'Cooling'],
    ['2', 'Dehumidifying'],
    ['3', 'Fan'],
    ['4', 'Heating'],
    ['5', 'Auto Cooling'],
    ['6', 'Auto Heating'],
    ['7', 'Floor Heating'],
    ['8', 'Quick Heating'],
    ['9', 'Heat Supply'],
    ['0A', 'Clothes Drying'],
    ['0B', 'Air Discharge'],
    ['0C', 'Auto Dehumidifying'],
  ])('code %s is %s', (code, name) => {
    expect(operationModeName(code)).toBe(name);
  });

  it.each([
    [1, 'Cooling'],
    [9, 'Heat Supply'],
    [10, 'Clothes Drying'],
    [11, 'Air Discharge'],
    [12, 'Auto Dehumidifying'],
    ['10', 'Clothes Drying'],
    ['0a', 'Clothes Drying'],
    ['A', 'Clothes Drying'],
    ['01', 'Cooling'],
    [' 4 ', 'Heating'],
  ])('numeric and alternate spelling %s is %s', (code, name) => {
    expect(operationModeName(code)).toBe(name);
  });

  it.each([
    [0, '0'],
    [13, '13'],
    ['0D', '0D'],
    ['xyz', 'xyz'],
    [2.5, '2.5'],
  ])('unknown code %s reads as the raw code', (code, shown) => {
    expect(operationModeName(code)).toBe(shown);
  });

  it.each([[null], [undefined], ['  ']])('missing code %s is never empty or undefined', (code) => {
    expect(operationModeName(code)).toBe('—');
  });
});

describe('fanSpeedName (console.md §4)', () => {
  it.each([
    ['1', 'Stops'],
    ['2', 'Super Low'],
    ['3', 'Low'],
    ['4', 'Medium Low'],
    ['5', 'Medium'],
    ['6', 'Medium High'],
    ['7', 'High'],
    ['8', 'Super High'],
    ['9', 'Quiet R1'],
    ['0A', 'Quiet R2'],
    ['0B', 'Quiet R3'],
    [10, 'Quiet R2'],
    [11, 'Quiet R3'],
  ])('code %s is %s', (code, name) => {
    expect(fanSpeedName(code)).toBe(name);
  });

  it('shows an unknown fan code raw (0C has no fan speed)', () => {
    expect(fanSpeedName('0C')).toBe('0C');
    expect(fanSpeedName(12)).toBe('12');
  });
});

describe('normalizeCode', () => {
  it.each([
    [7, '7'],
    ['15', '0F'],
    [16, undefined],
    ['0G', undefined],
    [null, undefined],
  ])('%s → %s', (raw, code) => {
    expect(normalizeCode(raw)).toBe(code);
  });
});
