import { describe, expect, it } from 'vitest';
import * as server from './main';

describe('@hvac/console-server', () => {
  it('exposes a module', () => {
    expect(typeof server).toBe('object');
  });
});
