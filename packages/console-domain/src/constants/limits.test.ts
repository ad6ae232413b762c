import { describe, expect, it } from 'vitest';
import { isLoginSuccessStatus } from './limits';

describe('login answers', () => {
  it.each([
    [200, true],
    [201, true],
    [204, false],
    [400, false],
  ])('status %s is a successful login: %s', (status, valid) => {
    expect(isLoginSuccessStatus(status)).toBe(valid);
  });
});
