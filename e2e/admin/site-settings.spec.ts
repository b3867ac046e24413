import { expect, test, type Locator } from '../support/test.ts';
import { publish, readPublished, type SiteSettingsRow } from '../support/published-settings.ts';
import { signInAsLocalAdmin, uniqueTitle } from './support/admin-session.ts';

// These tests publish settings for every visitor; later suites expect the seeded ones.
let published: SiteSettingsRow;
test.beforeAll(async () => {
  published = await readPublished();
});
test.afterAll(async () => {
  await publish(published);
});

test('a marketer finds the home headline by its name, publishes it, and a new visitor is served it within 5 s', async ({ page, browser }) => {
  await signInAsLocalAdmin(page, '/admin/site-settings');
  await expect(page.getByText('No changes from what visitors see')).toBeVisible();
  await page.getByRole('tab', { name: 'Home: hero' }).click();
  const headline = page.getByRole('textbox', { name: 'Headline' });
  await expect(headline).toHaveAccessibleDescription('The large heading at the top of the home page.');
  const title = uniqueTitle('Every enquiry answered');
  await headline.fill(title);
  await expect(page.getByText('1 field changed')).toBeVisible();
  // Before a visitor asks for the page again, the server holds the old one in its cache.
  const visitor = await browser.newContext();
  await (await visitor.request.get('/')).text();
  await page.getByRole('button', { name: 'Publish' }).click();
  const publishedAt = Date.now();
  await expect(page.getByText('Visitors see this within 5 seconds.')).toBeVisible();

  // A new visitor's served HTML (no browser cache, no script run) holds the new headline.
  await expect.poll(async () => (await (await visitor.request.get('/')).text()).includes(title), { timeout: 5000, intervals: [250] }).toBe(true);
  expect(Date.now() - publishedAt).toBeLessThanOrEqual(5000);
  const home = await visitor.newPage();
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();

  // The publish is a version in the settings' history, and the one before can be restored.
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByText('Current version')).toBeVisible();
  await expect(headline).toHaveValue(title);
  await page.getByRole('button', { name: 'Reset to default: Headline' }).click();
  await expect(headline).toHaveValue('AI voice agents that call, qualify and convert your leads');
});

test("the database's refusal shows beside the field it names, and the form keeps what was typed", async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/site-settings');
  await page.getByRole('tab', { name: 'Header and footer' }).click();
  const linkedIn = page.getByRole('textbox', { name: 'LinkedIn' });
  const address = `https://www.linkedin.com/company/vaani-${Date.now()}`;
  await linkedIn.fill(address);
  // The rules the database holds (supabase/tests/site-settings-rules.test.ts) answer in this shape.
  const refusal = 'Link linkedin: enter a full address starting with https:// or a path starting with /';
  await page.route('**/rest/v1/site_settings**', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: '23514', message: refusal }) }) : route.fallback(),
  );
  await page.getByRole('tab', { name: 'Brand' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('tab', { name: 'Header and footer (1 to fix)', selected: true })).toBeVisible();
  await expect(linkedIn).toHaveAccessibleDescription(new RegExp(refusal.replace(/[/.]/g, '\\$&')));
  await expect(linkedIn).toHaveValue(address);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await linkedIn.fill(`${address}-team`);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
});

test('every brand colour changes what its hint says, in the served page before any script runs', async ({ page, browser }) => {
  const colours = { Primary: '#7c2d12', Secondary: '#fef3c7', Accent: '#0f766e', Text: '#1f2937', Background: '#fffbeb' };
  await signInAsLocalAdmin(page, '/admin/site-settings');
  for (const [name, value] of Object.entries(colours)) await page.getByRole('textbox', { name, exact: true }).fill(value);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Visitors see this within 5 seconds.')).toBeVisible();

  // What the server sends, with no script run: the served HTML alone.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const home = await visitor.newPage();
  const style = (element: Locator, property: 'color' | 'backgroundColor' | 'outlineColor') => element.evaluate((node, name) => getComputedStyle(node)[name], property);
  const main = home.getByRole('main');
  await expect
    .poll(
      async () => {
        await home.goto('/');
        return style(main.getByRole('heading', { level: 1 }), 'color');
      },
      { timeout: 10_000 },
    )
    .toBe('rgb(124, 45, 18)');
  // Primary: headings, main buttons.
  await expect.poll(() => style(main.getByRole('heading', { level: 2 }).first(), 'color')).toBe('rgb(124, 45, 18)');
  const tryNow = main.getByRole('button', { name: 'Try Now' }).or(main.getByRole('link', { name: 'Try Now' })).first();
  expect(await style(tryNow, 'backgroundColor')).toBe('rgb(124, 45, 18)');
  // Secondary: second buttons.
  const bookDemo = main.getByRole('button', { name: 'Book Demo' }).or(main.getByRole('link', { name: 'Book Demo' })).first();
  expect(await style(bookDemo, 'backgroundColor')).toBe('rgb(254, 243, 199)');
  // Text and Background: the body.
  expect(await style(home.locator('body'), 'color')).toBe('rgb(31, 41, 55)');
  expect(await style(home.locator('body'), 'backgroundColor')).toBe('rgb(255, 251, 235)');
  // Accent: the ring around what the keyboard is on.
  await home.keyboard.press('Tab');
  expect(await home.evaluate(() => (document.activeElement ? getComputedStyle(document.activeElement).outlineColor : ''))).toBe('rgb(15, 118, 110)');
  await visitor.close();
});

test("a settings change reads field by field in the editor's words, in its history and in the activity log", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsLocalAdmin(page, '/admin/site-settings');
  await page.getByRole('tab', { name: 'Home: hero' }).click();
  // Two publishes, so the one compared has every setting on both sides (the seed publishes few).
  const headline = page.getByRole('textbox', { name: 'Headline' });
  for (const base of ['Every enquiry answered', 'Every lead called back']) {
    await headline.fill(uniqueTitle(base));
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('No changes from what visitors see')).toBeVisible();
  }
  const title = await headline.inputValue();

  const earlier = page.getByRole('list', { name: 'Versions' }).getByRole('listitem').nth(1);
  await earlier.getByRole('button', { name: 'Compare with current' }).click();
  await expect(earlier.getByRole('term').filter({ hasText: 'Home: hero › Headline' })).toBeVisible();
  await expect(earlier.getByText(`Now: ${title}`)).toBeVisible();
  await expect(earlier).not.toContainText('[{');
  await expect(earlier).not.toContainText('Config.');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
  const filters = page.getByRole('search', { name: 'Filter activity' });
  await filters.getByLabel('Kind').selectOption({ label: 'Site settings and home layout' });
  await page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first().getByRole('button', { name: /^View change/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edited: Site settings and home layout' });
  await expect(dialog.getByRole('term')).toHaveText(['Home: hero › Headline']);
  await expect(dialog.getByText(`After: ${title}`)).toBeVisible();
  await expect(dialog).not.toContainText('[{');
});
