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
 * Waits until React has taken over the element (hydrated it), by the same mark the early-clicks
 * script reads: a link followed before that is an ordinary page load.
 */
export async function elementLive(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}
