import { defineConfig } from 'vitest/config';

// One root command runs every package's unit tests; each package owns its vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'text'],
      include: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/*.css.ts', '**/index.ts'],
      thresholds: {
        'packages/console-domain/src/**': { lines: 95 },
      },
    },
  },
});
