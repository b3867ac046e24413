import { expect, test } from '../support/test.ts';
import { publish, readPublished, type SiteSettingsRow } from '../support/published-settings.ts';
import { signInAsLocalAdmin, uniqueTitle } from './support/admin-session.ts';

// These tests publish a home layout and colors for every visitor; later suites expect the seeded ones.
let published: SiteSettingsRow;
test.beforeAll(async () => {
  published = await readPublished();
});
test.afterAll(async () => {
  await publish(published);
});

test('an edited privacy policy shows on /privacy-policy, formatted', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/privacy-policy');
  const heading = uniqueTitle('Your data rights');
  const body = page.getByLabel('Body');
  await expect(body).not.toHaveValue('');
  await body.fill(`## ${heading}\n\nWrite to **privacy@vaani.ai** at any time.`);
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved')).toBeVisible();

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'privacy@vaani.ai' })).toBeVisible();
});

test('an edited, recoloured and reordered key feature shows on the home page', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/key-features');
  const rows = page.getByRole('list', { name: 'Features' }).getByRole('listitem');
  await rows.first().getByRole('button', { name: /^Edit / }).click();
  const first = page.getByRole('form', { name: /^Edit / });
  const title = uniqueTitle('Answers every lead');
  await first.getByLabel('Title').fill(title);
  await first.getByLabel('Icon background', { exact: true }).fill('#fde68a');
  await first.getByLabel('Color', { exact: true }).fill('#b45309');
  await first.getByRole('button', { name: 'Save feature' }).click();
  await expect(page.getByText('Feature updated')).toBeVisible();
  const secondTitle = (await rows.nth(1).getByRole('button', { name: /^Edit / }).getAttribute('aria-label'))?.replace(/^Edit /, '') ?? '';
  await page.getByRole('button', { name: `Move ${title} down` }).click();
  await expect(page.getByText('Order updated')).toBeVisible();
  await expect(rows.nth(1).getByRole('button', { name: `Edit ${title}` })).toBeVisible();

  await page.goto('/');
  // Sections below the fold load as they come near the viewport.
  await page.locator('[data-home-section="KeyFeaturesSection"]').scrollIntoViewIfNeeded();
  const grid = page.locator('#key-features');
  await expect(grid.getByText(title)).toBeVisible();
  // The colours the admin picked colour the card's icon.
  const icon = grid.locator('*:has(> [data-feature-icon])', { hasText: title }).locator('[data-feature-icon]');
  await expect(icon).toHaveCSS('background-color', 'rgb(253, 230, 138)');
  await expect(icon).toHaveCSS('color', 'rgb(180, 83, 9)');
  const text = await grid.innerText();
  expect(text.indexOf(secondTitle)).toBeLessThan(text.indexOf(title));
});

test('a published home layout and color reach a visitor in a fresh browser', async ({ page, browser }) => {
  await signInAsLocalAdmin(page, '/admin/home-layout');
  await page.getByRole('button', { name: 'Move up Testimonials' }).click();
  await page.getByRole('button', { name: 'Move up Testimonials' }).click();
  await page.getByRole('checkbox', { name: 'Show Call to Action' }).uncheck();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Visitors see this within 5 seconds.')).toBeVisible();

  await page.goto('/admin/site-settings');
  const primary = page.getByRole('textbox', { name: 'Primary', exact: true });
  await primary.fill('not-a-color');
  await expect(page.getByText('Enter a color such as #1e293b, rgb(30, 41, 59) or transparent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await primary.fill('#7c3aed');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Visitors see this within 5 seconds.')).toBeVisible();

  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto('/');
  await expect(home.locator('[data-home-section]').first()).toBeAttached();
  // The server may send the page from its cache (under a minute old); the browser then reads the
  // published settings again and shows them.
  const order = () => home.locator('[data-home-section]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-home-section')));
  await expect.poll(async () => (await order()).includes('CallToActionSection')).toBe(false);
  const published = await order();
  expect(published.indexOf('TestimonialsSection')).toBeGreaterThanOrEqual(0);
  expect(published.indexOf('TestimonialsSection')).toBeLessThan(published.indexOf('UseCasesSection'));
  // The omni-channel banner is painted in the primary color.
  const banner = home.locator('[data-home-section="OmnichannelBanner"]');
  await banner.scrollIntoViewIfNeeded();
  // The section's code loads as it nears the viewport, so its painted color is awaited.
  await expect
    .poll(() =>
      banner.evaluate((section) =>
        [section, ...section.querySelectorAll('*')].some((element) => {
          const style = getComputedStyle(element);
          return [style.color, style.backgroundColor, style.borderTopColor].includes('rgb(124, 58, 237)');
        }),
      ),
    )
    .toBe(true);
  await visitor.close();
});
