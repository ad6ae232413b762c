import { defineConfig } from 'vitest/config';

// One root command runs every package's unit tests; each package owns its vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      // Workspace tooling: the lint configuration's layer rules.
      {
        test: {
          name: 'workspace',
          environment: 'node',
          include: ['*.test.js', 'scripts/**/*.test.mjs'],
        },
      },
    ],
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
