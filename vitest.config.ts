// Root test runner: every workspace's unit project plus Storybook stories run as tests in the
// system Chromium (never a downloaded browser).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/find-chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    passWithNoTests: true,
    // One throwaway PostgreSQL for the run; each backend test file gets its own database in it.
    globalSetup: [fileURLToPath(import.meta.resolve('@vaani/supabase-local/test-cluster'))],
    projects: [
      '{packages/*,remotes/*,host,widget,supabase}/vitest.config.ts',
      {
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'host/server/**/*.test.ts', 'widget/build/**/*.test.ts'],
          // Run by Node itself, so the remotes' server entries it imports go through Node's module hooks.
          server: { deps: { external: [/host\/server\/remotes\/memory-import\.mjs$/] } },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
