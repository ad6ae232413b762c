import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@hvac/source'] },
  test: {
    name: 'console-server',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
