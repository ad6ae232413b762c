import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type { AxeMatchers } from 'vitest-axe/matchers';
import * as axeMatchers from 'vitest-axe/matchers';

expect.extend(axeMatchers);

declare module 'vitest' {
  // The augmentation must repeat vitest's own signature, `any` default included.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface Matchers<T = any> extends AxeMatchers {}
}

afterEach(() => {
  cleanup();
});
