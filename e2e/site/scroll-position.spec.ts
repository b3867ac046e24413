import { elementLive } from '../support/hydration.ts';
import { expect, test, type Page } from '../support/test.ts';

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a footer link opens the next page at its top, and Back returns to the footer', async ({ page }) => {
  await page.goto('/pricing');
  const link = page.locator('footer').getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'About Us' });
  await link.scrollIntoViewIfNeeded();
  await elementLive(link);
  const atFooter = await scrollY(page);
  expect(atFooter).toBeGreaterThan(1000);

  await link.click();
  await expect(page).toHaveURL('/about-us');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/pricing');
  await expect.poll(() => scrollY(page)).toBe(atFooter);
});

test('a case-study card opens the story at its top, not at the list’s scroll', async ({ page }) => {
  await page.goto('/case-studies');
  const card = page.getByRole('list', { name: 'Case studies' }).getByRole('listitem').last();
  await card.scrollIntoViewIfNeeded();
  const link = card.getByRole('link').first();
  await elementLive(link);
  expect(await scrollY(page)).toBeGreaterThan(300);
  await link.click();
  await expect(page).toHaveURL(/\/case-studies\/./);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

test('an in-site link to an anchor of another page opens that page at the anchor', async ({ page }) => {
  await page.goto('/pricing');
  await elementLive(page.getByRole('main').getByRole('heading', { level: 1 }));
  // A history entry as the router makes one (no in-site link carries an anchor yet; Markdown may).
  // The scroll's event fires after the popstate, as a phone's momentum scroll may: it is /pricing's.
  await page.evaluate(() => {
    window.scrollTo(0, 600);
    window.history.pushState({ usr: null, key: 'to-anchor', idx: 1 }, '', '/#how-it-works');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('#how-it-works')).toBeInViewport();
});

test('a reload keeps the place, as the browser does for any page', async ({ page }) => {
  await page.goto('/pricing');
  await page.locator('footer').scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(before);
});
