// The contact and legal pages' search title, description and social image (issue 28 part 4): set
// on the page's admin screen with the search preview, used by the head the page server serves and
// by the live head after an in-site navigation.
import { serviceKey, supabaseUrl } from '../auth/support/users.ts';
import { signInAsLocalAdmin, uniqueTitle } from '../admin/support/admin-session.ts';
import { expect, test } from '../support/test.ts';

test.afterEach(async () => {
  // Other suites read the page's standard head.
  const key = serviceKey();
  await fetch(`${supabaseUrl()}/rest/v1/site_pages?slug=eq.privacy-policy`, {
    method: 'PATCH',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ seo_title: null, seo_description: null, social_image: null }),
  });
});

test("the privacy policy's search title and description set by its editor are the page's head", async ({ page, browser, request }) => {
  const searchTitle = uniqueTitle('Your data at Vaani AI');
  const searchDescription = 'What we keep, why, and how to have it erased: in plain words.';
  await signInAsLocalAdmin(page, '/admin/privacy-policy');
  const search = page.getByRole('region', { name: 'Search and sharing' });
  await expect(search.getByRole('figure', { name: 'Search result preview' })).toContainText('Privacy Policy | Vaani AI');
  await search.getByLabel('Search title').fill(searchTitle);
  await search.getByLabel('Search description').fill(searchDescription);
  await expect(search.getByRole('figure', { name: 'Search result preview' })).toContainText(searchTitle);
  await expect(search.getByText(`${searchTitle.length} / 60 characters`)).toBeVisible();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved')).toBeVisible();

  // In the site: an in-site navigation reads the page and its head.
  const visitor = await browser.newPage();
  await visitor.goto('/faq');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(visitor).toHaveTitle(searchTitle);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', searchDescription);
  await visitor.close();

  // Served: once the page server's copy is renewed (its cache window), crawlers read the same head.
  await expect
    .poll(async () => (await request.get('/privacy-policy')).text(), { timeout: 60_000, intervals: [2_000] })
    .toContain(`<title>${searchTitle}</title>`);
  const served = await (await request.get('/privacy-policy')).text();
  expect(served).toContain(`<meta name="description" content="${searchDescription}"`);
});
