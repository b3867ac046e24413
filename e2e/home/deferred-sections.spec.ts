// What a phone loads first on the home page: the served HTML holds every section, but only the
// code of what is on screen comes with it. The sections further down (and the footer's newsletter
// box) keep their served HTML until they near the viewport, then load, hydrate and work, without
// ever falling back to 'Loading...'.
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('sections below the fold are served, then load and come alive as the visitor scrolls to them', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });

  const useCases = page.locator('#use-cases');
  await expect(useCases.getByRole('heading', { level: 2, name: 'Use cases' })).toBeAttached();
  await expect(page.locator('#testimonials').getByRole('link', { name: 'View all case studies' })).toBeAttached();
  expect(scripts.some((path) => path.includes('use-cases-section'))).toBe(false);
  expect(scripts.some((path) => path.includes('Newsletter-box'))).toBe(false);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);

  await useCases.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((path) => path.includes('use-cases-section'))).toBe(true);
  // On a phone the use cases are an accordion; one tap, even while the section is still coming
  // alive, opens an item (React replays it once the section has hydrated).
  const item = useCases.getByRole('button', { name: 'Lead Qualification' });
  await item.click();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);

  // The footer's newsletter box is served too, and its code comes only as the visitor reaches it.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer').getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
  await expect.poll(() => scripts.some((path) => path.includes('Newsletter-box'))).toBe(true);
});
