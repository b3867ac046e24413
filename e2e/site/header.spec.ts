import { expect, test } from '../support/test.ts';
import { elementLive, shellHydrated, trackHydration } from '../support/hydration.ts';

test.describe('header', () => {
  test('desktop links navigate and set the page title', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const targets: [string, string, RegExp][] = [
      ['Pricing', '/pricing', /^Pricing \| Vaani AI$/],
      ['Case Studies', '/case-studies', /^Case Studies \| Vaani AI$/],
      ['About Us', '/about-us', /^About Us \| Vaani AI$/],
      ['Contact Us', '/contact-us', /^Contact Us \| Vaani AI$/],
      ['Home', '/', /^Vaani AI \| AI Voice Sales Agents/],
    ];
    for (const [label, path, title] of targets) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('main h1')).toBeVisible();
    }
  });

  test('brand, every link and both buttons fit on one row from the smallest desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto('/pricing');
    const header = page.getByRole('banner');
    const brand = await header.getByRole('link', { name: 'Vaani AI home' }).boundingBox();
    const bookDemo = await header.getByRole('button', { name: 'Book Demo' }).boundingBox();
    expect(brand!.height).toBeLessThan(40);
    expect(bookDemo!.x + bookDemo!.width).toBeLessThanOrEqual(1024);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  });

  test('Solutions dropdown opens on hover and leads to the real-estate page', async ({ page }) => {
    // A pointer already resting on the served button when the page hydrates opens nothing until
    // it moves onto the button again (a click made meanwhile is replayed, see e2e/ssr/early-clicks).
    await trackHydration(page);
    await page.goto('/');
    await shellHydrated(page);
    const trigger = page.getByRole('button', { name: 'Solutions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('header a[href="/solutions/real-estate"]')).toHaveCount(2);
    for (const link of await page.locator('header a[href="/solutions/real-estate"]').all()) await expect(link).toBeHidden();
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Real Estate Solutions' }).click();
    await expect(page).toHaveURL('/solutions/real-estate');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Voice Agents for Real Estate' })).toBeVisible();
  });

  test('a menu opens when the mouse comes onto it in one move from a part of the page still hydrating', async ({ page }) => {
    await trackHydration(page);
    await page.goto('/');
    await shellHydrated(page);
    const trigger = page.getByRole('button', { name: 'Solutions' });
    const box = (await trigger.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = page.viewportSize()!.height - 10;
    // Home's lower sections hydrate as they near the viewport: the first screen's foot is one still waiting.
    expect(await page.evaluate(([px, py]) => Boolean(document.elementFromPoint(px!, py!)?.closest('[data-hydrating]')), [x, y])).toBe(true);
    await page.mouse.move(x, y);
    await page.mouse.move(x, box.y + box.height / 2);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Real Estate Solutions' })).toBeVisible();
  });

  test('a mouse click on a menu opens it, whatever the hover did first; a second click or Escape closes it', async ({ page }) => {
    await trackHydration(page);
    await page.goto('/');
    await shellHydrated(page);
    const trigger = page.getByRole('button', { name: 'Resources' });
    const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
    // Playwright's click moves the pointer onto the button first, as a hand does: hover, then click.
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(blog).toBeVisible();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(blog).toBeHidden();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the first Tab of a page reaches "Skip to main content", which jumps past the header', async ({ page }) => {
    await page.goto('/pricing');
    // The page's own content must be there to hold the next stop: on a loaded machine the served
    // render can time out, and the browser renders the page (a spinner first, nothing to tab to).
    await elementLive(page.getByRole('main').getByRole('heading', { level: 1 }));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is inside the page, not one of the header's links or buttons.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('Resources dropdown works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Resources' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Blog', 'Resource Center', 'FAQ']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('turns opaque once scrolled more than 10 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    const header = page.locator('header').first();
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await background()).toBe('rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).toBe('rgb(255, 255, 255)');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('collapsible menu lists every link, /solutions included, and closes on navigation', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        '/',
        '/solutions',
        '/solutions/real-estate',
        '/pricing',
        '/case-studies',
        '/blog',
        '/resources',
        '/faq',
        '/about-us',
        '/contact-us',
      ]);
      await expect(menu.getByRole('button', { name: 'Try Now' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Book Demo' })).toBeVisible();

      await menu.getByRole('link', { name: 'Solutions', exact: true }).click();
      await expect(page).toHaveURL('/solutions');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Solutions for Every Stage of Your Sales Funnel' })).toBeVisible();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });
  });
});
