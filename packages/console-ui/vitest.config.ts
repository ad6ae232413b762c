import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  // .css.ts files must be compiled by vanilla-extract, in tests as in Storybook and the build.
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@hvac/source'] },
  test: {
    name: 'console-ui',
    environment: 'jsdom',
    // Stories are exercised by the Storybook test-runner, not by vitest.
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/*.stories.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
