// A published setting must show in the page a new visitor is served (before any script) and stay
// once the page is live. Both visits go to a server-rendering host of the test's own, started after
// the publish, so no page rendered before it is served from a cache.
import type { Browser, Page } from '@playwright/test';
import { startSsrHost } from '../ssr/support/ssr-host.ts';
import { shellHydrated, trackHydration } from './hydration.ts';

export type Visit = 'served' | 'live';

export async function servedAndLive(browser: Browser, port: number, path: string, check: (page: Page, visit: Visit) => Promise<void>): Promise<void> {
  const host = await startSsrHost(port);
  try {
    for (const visit of ['served', 'live'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: visit === 'live', baseURL: `http://localhost:${port}` });
      const page = await context.newPage();
      if (visit === 'live') await trackHydration(page);
      await page.goto(path);
      if (visit === 'live') await shellHydrated(page);
      await check(page, visit);
      await context.close();
    }
  } finally {
    await host.close();
  }
}
