// Browser end-to-end tests against the production builds, served exactly as `npm start` serves
// them, in the system Chromium (see scripts/find-chromium.mjs).
import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/find-chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: 'http://localhost:5173',
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    url: 'http://localhost:5173/',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
