import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@hvac/source'] },
  test: { name: 'console-domain', environment: 'node', include: ['src/**/*.test.ts'] },
});
