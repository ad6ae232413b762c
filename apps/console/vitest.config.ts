import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Screens import .css.ts files, which vanilla-extract compiles in tests as in the build.
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@hvac/source'] },
  test: {
    name: 'console',
    environment: 'jsdom',
    // Page tests render whole screens against mock handlers; a loaded CI machine needs the time.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
