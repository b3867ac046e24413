// A case study's search title, search description and social image, as an editor set them, are
// what search engines and link previews read: in the served head and once the page is live.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test.ts';
import { localSupabase } from '../support/local-supabase.ts';

const { url } = localSupabase();
const { serviceKey } = JSON.parse(readFileSync('.data/keys.json', 'utf8')) as { serviceKey: string };
const headers = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' };

// Removed after the test, so the list other suites read keeps its complete stories first.
const slug = `search-head-${Date.now().toString(36)}`;
test.afterEach(async () => {
  await fetch(`${url}/rest/v1/case_studies?slug=eq.${slug}`, { method: 'DELETE', headers });
});

test('a case study is found by the search title, description and social image its editor set', async ({ page, request }) => {
  const study = {
    title: 'Skyline Habitats doubles site visits',
    slug,
    industry: 'Real Estate',
    summary: 'The derived description.',
    seo_title: 'Site visits doubled in Thane with an AI voice agent',
    seo_description: 'How Skyline Habitats called every portal lead back within a minute.',
    social_image: '/og-image.png',
    status: 'published',
  };
  await fetch(`${url}/rest/v1/case_studies`, { method: 'POST', headers, body: JSON.stringify(study) });

  const served = await (await request.get(`/case-studies/${slug}`)).text();
  expect(served).toContain(`<title>${study.seo_title}</title>`);
  const meta = (attribute: string, key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(served)?.[1];
  expect(meta('name', 'description')).toBe(study.seo_description);
  expect(meta('property', 'og:image')).toBe('http://localhost:5173/og-image.png');

  await page.goto('/case-studies');
  await page.getByRole('link', { name: new RegExp(study.title) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: study.title })).toBeVisible();
  await expect(page).toHaveTitle(study.seo_title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', study.seo_description);
});
