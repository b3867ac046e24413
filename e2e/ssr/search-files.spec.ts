// What search engines read first: /robots.txt and /sitemap.xml, from the page server, with their
// own content types (not the site's HTML).
import { expect, test } from '../support/test.ts';
import { publicRows } from './support/served-html.ts';

const SITE = 'http://localhost:5173';

test('robots.txt keeps the admin and the sign-in page out and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await response.text()).split('\n');
  expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /auth', 'Disallow: /admin', `Sitemap: ${SITE}/sitemap.xml`]));
  expect(lines).not.toContain('Disallow: /');
});

test('the sitemap lists every public route and every case study with its last change', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');
  for (const path of ['/', '/solutions/real-estate', '/solutions', '/faq', '/case-studies', '/pricing', '/contact-us', '/privacy-policy', '/terms-of-service', '/blog', '/about-us', '/resources']) {
    expect(locs).toContain(`${SITE}${path}`);
  }
  // Not the sign-in page, the admin, nor the second address of the contact page.
  expect(locs.filter((loc) => /\/(auth|admin|contact)$/.test(loc) || loc.includes('/admin/'))).toEqual([]);
  const studies = await publicRows<{ slug: string; updated_at: string }>('case_studies?select=slug,updated_at');
  expect(studies.length).toBeGreaterThan(0);
  for (const { slug, updated_at } of studies) {
    expect(xml).toContain(`<url><loc>${SITE}/case-studies/${encodeURIComponent(slug)}</loc><lastmod>${new Date(updated_at).toISOString()}</lastmod></url>`);
  }
});
