import { describe, expect, it } from 'vitest';
import { isPowerOn } from './power';

describe('isPowerOn', () => {
  it.each([
    [170, true],
    ['170', true],
    [0, false],
    [171, false],
    [null, false],
    [undefined, false],
  ])('reads %s as %s', (raw, on) => {
    expect(isPowerOn(raw)).toBe(on);
  });
});
