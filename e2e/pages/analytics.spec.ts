import { expect, test } from '../support/test.ts';

// A build without VITE_META_PIXEL_ID and VITE_GA4_ID tracks nothing: no tracker script, no queue.
test('without tracker ids no third-party tracker loads, and the site works', async ({ page }) => {
  const trackerRequests: string[] = [];
  page.on('request', (request) => {
    if (/facebook\.net|googletagmanager\.com|google-analytics\.com/.test(request.url())) trackerRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simple Pricing That Grows With You' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  expect(trackerRequests).toEqual([]);
  expect(await page.evaluate(() => ({ fbq: typeof (window as { fbq?: unknown }).fbq, dataLayer: typeof (window as { dataLayer?: unknown }).dataLayer }))).toEqual({
    fbq: 'undefined',
    dataLayer: 'undefined',
  });
});
