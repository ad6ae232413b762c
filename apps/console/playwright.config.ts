import { defineConfig } from '@playwright/test';

import { apiPort, appPort, dataDir, emulatorPort, outboxToken, smtpPort } from './e2e/env';

// End-to-end tests: the reference server with fresh demo data in a temporary folder, and the built
// console served by `vite preview`, its API host pointing at that server. Debian's Chromium only.
const vite = '../../node_modules/vite/bin/vite.js';
const outDir = 'dist/e2e';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://demo.localhost:${appPort}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    // No enter/exit animations: axe once measured a fading toast's contrast mid-transition.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      name: 'api',
      command: 'node_modules/.bin/tsx --conditions=@hvac/source src/main.ts',
      cwd: '../console-server',
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '1',
        DEV_OUTBOX_TOKEN: outboxToken,
        // The demo's Modbus TCP emulator on a port of this run (real-devices.spec.ts adds a device at it).
        EMULATOR_PORT: String(emulatorPort),
        // CORS answers only the console's origins: the preview's port.
        CONSOLE_URL: `http://{tenant}.localhost:${appPort}`,
        LOG_LEVEL: 'warn',
        // Alarm notifications: mail to the notifications spec's SMTP server, looked for every 200 ms.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFICATION_POLL_MS: '200',
      },
      url: `http://127.0.0.1:${apiPort}/health/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'console',
      command: `node ${vite} build --outDir ${outDir} --logLevel warn && node ${vite} preview --outDir ${outDir} --host 127.0.0.1 --port ${appPort} --strictPort`,
      // Map tiles come from the package's generated grid: no network in tests.
      env: { VITE_API_HOST: `localhost:${apiPort}`, VITE_MAP_TILE_URL: 'local' },
      url: `http://127.0.0.1:${appPort}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
