import { defineProject } from 'vitest/config';

// The node environment resolves through Vite's SSR environment, whose conditions are set apart from
// the client's: both get '@hvac/source' so workspace packages load from their TypeScript sources.
export default defineProject({
  resolve: { conditions: ['@hvac/source'] },
  ssr: { resolve: { conditions: ['@hvac/source'], externalConditions: ['@hvac/source'] } },
  test: {
    name: 'console-server',
    environment: 'node',
    hookTimeout: 60_000,
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
