import { describe, expect, it } from 'vitest';
import { POWER_ON_RAW, isErrorActive, isPowerOn, powerLabel } from './power';

describe('isPowerOn', () => {
  it.each([
    [170, true],
    ['170', true],
    [0, false],
    [171, false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('reads %s as %s', (raw, on) => {
    expect(isPowerOn(raw)).toBe(on);
  });

  it('reads POWER_ON_RAW, and only it, as on', () => {
    expect(isPowerOn(POWER_ON_RAW)).toBe(true);
    expect(isPowerOn(POWER_ON_RAW - 1)).toBe(false);
    expect(isPowerOn(POWER_ON_RAW + 1)).toBe(false);
  });
});

describe('powerLabel', () => {
  it.each([
    [170, 'On'],
    [169, 'Off'],
    [null, 'Off'],
  ])('labels %s as %s', (raw, label) => {
    expect(powerLabel(raw)).toBe(label);
  });
});

describe('isErrorActive', () => {
  it.each([
    [undefined, false],
    [null, false],
    [false, false],
    [0, false],
    ['', false],
    ['0', false],
    ['off', false],
    ['OFF', false],
    ['false', false],
    [1, true],
    [true, true],
    ['on', true],
    ['E1', true],
    [{ code: 3 }, true],
  ])('reads %s as %s', (value, active) => {
    expect(isErrorActive(value)).toBe(active);
  });
});
