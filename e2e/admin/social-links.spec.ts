import { expect, test } from '../support/test.ts';
import { publish, readPublished, type SiteSettingsRow } from '../support/published-settings.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';

// This test publishes a social link for every visitor; later suites expect the seeded settings.
let published: SiteSettingsRow;
test.beforeAll(async () => {
  published = await readPublished();
});
test.afterAll(async () => {
  await publish(published);
});

test("a published LinkedIn address and get-started link become the footer's links for a new visitor", async ({ page, browser }) => {
  await signInAsLocalAdmin(page, '/admin/site-settings');
  await page.getByRole('tab', { name: 'Header and footer' }).click();
  const linkedIn = page.getByRole('textbox', { name: 'LinkedIn' });
  await expect(linkedIn).toHaveValue('https://www.linkedin.com/company/vaaniai');
  await linkedIn.fill('linkedin vaani');
  await expect(page.getByText('Enter a full address starting with https:// or a path starting with /')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  const address = `https://www.linkedin.com/company/vaani-${Date.now()}`;
  await linkedIn.fill(address);
  await page.getByRole('tab', { name: 'Links and calendar' }).click();
  await page.getByRole('textbox', { name: 'Get started' }).fill('/pricing');
  await expect(page.getByText('2 fields changed')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Visitors see this within 5 seconds.')).toBeVisible();

  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto('/');
  const socials = home.locator('footer').getByRole('list', { name: 'Social media' });
  await expect(socials.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', address);
  await expect(socials.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/vaaniai');
  const getStarted = home.locator('footer').getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Get Started' });
  await expect(getStarted).toHaveAttribute('href', '/pricing');
  await getStarted.click();
  await expect(home.getByRole('heading', { level: 1, name: 'Simple Pricing That Grows With You' })).toBeVisible();
  await visitor.close();
});
