import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'edge-gateway',
    environment: 'node',
    testTimeout: 30_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
