// Browser end-to-end tests against the production builds, served exactly as `npm start` serves
// them, in the system Chromium (see scripts/find-chromium.mjs).
import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/find-chromium.mjs';
import { TURNSTILE_TEST_SECRET } from './e2e/support/turnstile-test-keys.mjs';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // One retry in CI only: a flake there (a piece hydrating late on a loaded 2-core machine) must
  // not throw a whole submission away; a test that fails twice still fails the run, and the
  // report names every retried test.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: 'http://localhost:5173',
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    // The lead service the site forwards leads to (e2e/support/lead-service-standin.mjs).
    {
      command: 'node e2e/support/lead-service-standin.mjs',
      url: 'http://127.0.0.1:5189/received',
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
    },
    {
      command: 'node scripts/start.mjs --no-build',
      // As a terminal's Ctrl+C or a container stop would: everything npm start started stops.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      url: 'http://localhost:5173/',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      // Leads go to the stand-in, and a failing forward gives up within seconds, not an hour.
      // Turnstile is on as on a hosted deploy, verified by the stand-in's siteverify: a lead
      // without a token (the site's build has no site key) is stored unverified, as there.
      env: {
        LEAD_FORWARD_URL: 'http://127.0.0.1:5189/save_lead',
        LEAD_FORWARD_MAX_ATTEMPTS: '2',
        LEAD_RETRY_BASE_SECONDS: '1',
        LEAD_SWEEP_INTERVAL_MS: '1000',
        SUPABASE_LOCAL_EMAIL_MAX_FREQUENCY: '3',
        TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET,
        TURNSTILE_VERIFY_URL: 'http://127.0.0.1:5189/turnstile/siteverify',
      },
    },
  ],
});
