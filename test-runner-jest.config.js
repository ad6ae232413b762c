// Jest configuration of the Storybook test runner (`pnpm run test:storybook`).
// It only ever runs the stories of the static build (index.json mode), never vitest files.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

const chromiumFlags = [
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Same pixels run after run.
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--disable-gpu',
  '--hide-scrollbars',
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: '/usr/bin/chromium', headless: true, args: chromiumFlags },
      contextOptions: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        locale: 'en-GB',
        timezoneId: 'UTC',
      },
    },
  },
};
