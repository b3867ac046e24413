import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Notes, from the next page load on, when the host's header and footer have hydrated (see
 * host/src/features/ssr/early-clicks.tsx): a link followed before that is a full page load
 * answered by the server, after it a client-side navigation.
 */
export async function trackHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('vaani:shell-hydrated', () => Object.assign(window, { shellHydrated: true }));
  });
}

export async function shellHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => 'shellHydrated' in window)).toBe(true);
}

/**
 * Waits until React has taken over an element of a remote's page (hydrated it), by the mark the
 * early-clicks script reads: no region around it still waits (the shell hydrates before any region
 * does). A link followed before that is an ordinary page load.
 */
export async function elementLive(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => !element.closest('[data-hydrating]'))).toBe(true);
}
