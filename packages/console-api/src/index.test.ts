import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('@hvac/console-api', () => {
  it('exposes a module', () => {
    expect(typeof api).toBe('object');
  });
});
