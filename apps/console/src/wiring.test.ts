import { isPowerOn } from '@hvac/console-domain';
import { describe, expect, it } from 'vitest';

describe('workspace wiring', () => {
  it('resolves @hvac/console-domain from the app', () => {
    expect(isPowerOn(170)).toBe(true);
  });
});
