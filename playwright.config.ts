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
    // These suites check what the browser does on its own; e2e/ssr starts a host that renders on
    // the server (the `npm start` default) beside this one. E2E_SSR=on runs them all against it.
    env: { SSR: process.env.E2E_SSR ?? 'off' },
    url: 'http://localhost:5173/',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
