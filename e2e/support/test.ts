// Playwright's test, with one check for every test of the suite: no page it opens reports a
// Content-Security-Policy violation (the site's policy, or a partner page's). A test that provokes
// one on purpose reads `cspViolations`, asserts it, and empties it.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
