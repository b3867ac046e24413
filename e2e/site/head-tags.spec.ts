import { expect, test } from '../support/test.ts';
import { ROUTE_HEADS } from '../../host/src/routes/route-heads.ts';
import { ROUTES, SITE_NAME } from '../../host/src/routes/route-table.ts';
import { publicRows } from '../ssr/support/served-html.ts';

const ORIGIN = (process.env.SITE_URL || 'http://localhost:5173').replace(/\/+$/, '');

/** A concrete address for every public route (pattern routes get an example value). */
const PUBLIC_PAGES = ROUTES.filter((route) => route.robots === 'index, follow').flatMap((route) =>
  [route.path, ...(route.aliases ?? [])].map((path) => ({
    route,
    path: path.replace(':slug', 'riverside-homes'),
    canonical: route.path.includes(':') ? path.replace(':slug', 'riverside-homes') : route.path,
  })),
);

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;
const attr = (html: string, selector: RegExp) => html.match(selector)?.[1];

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

test('every public route is covered', () => {
  expect(PUBLIC_PAGES.map((p) => p.path)).toEqual(
    expect.arrayContaining([
      '/',
      '/solutions/real-estate',
      '/solutions',
      '/faq',
      '/case-studies',
      '/case-studies/riverside-homes',
      '/pricing',
      '/contact-us',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/blog',
      '/about-us',
      '/resources',
    ]),
  );
});

for (const { route, path, canonical } of PUBLIC_PAGES) {
  test(`served HTML of ${path} carries its own head tags`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /rel="canonical"/g)).toBe(1);
    // A case study's page is titled from its row, the others from the route table.
    const [row] = route.listed
      ? await publicRows<Record<string, string>>(`${route.listed.table}?select=title&${route.listed.column}=eq.${path.split('/').pop()}`)
      : [];
    const title = row ? `${row.title} | ${SITE_NAME}` : ROUTE_HEADS[route.id].title;
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(title.replace(/&/g, '&amp;'));
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(ORIGIN + canonical);
    expect(attr(html, /<meta name="robots" content="([^"]*)"/)).toBe('index, follow');
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBeTruthy();
    expect(attr(html, /<meta name="keywords" content="([^"]*)"/)).toBeTruthy();
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(ORIGIN + canonical);
    for (const key of ['og:title', 'og:description', 'og:type', 'og:image']) {
      expect(count(html, new RegExp(`property="${key}"`, 'g')), key).toBe(1);
    }
    for (const key of ['twitter:card', 'twitter:title', 'twitter:description']) {
      expect(count(html, new RegExp(`name="${key}"`, 'g')), key).toBe(1);
    }
  });
}

test('home page carries Organization and SoftwareApplication JSON-LD with a free trial', async ({ request }) => {
  const data = jsonLd(await (await request.get('/')).text());
  expect(data.map((d) => d['@type'])).toEqual(['Organization', 'SoftwareApplication']);
  const app = data[1] as { offers: { price: number; name: string }; featureList: string[] };
  expect(app.offers.price).toBe(0);
  expect(app.offers.name).toMatch(/free trial/i);
  expect(app.featureList).toEqual(expect.arrayContaining(['24/7 Availability', 'Human-like Conversations', 'CRM Integration']));
});

test('FAQ page carries FAQPage JSON-LD with the three questions', async ({ request }) => {
  const data = jsonLd(await (await request.get('/faq')).text());
  expect(data).toHaveLength(1);
  const faq = data[0] as { '@type': string; mainEntity: { name: string }[] };
  expect(faq['@type']).toBe('FAQPage');
  expect(faq.mainEntity.map((q) => q.name)).toEqual([
    'What is Vaani AI?',
    'How does the Vaani AI voice technology work?',
    'Is there a free trial?',
  ]);
});

test('other pages carry no JSON-LD', async ({ request }) => {
  expect(jsonLd(await (await request.get('/pricing')).text())).toEqual([]);
});

test('the client updates the same tags on navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveTitle('Pricing | Vaani AI');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/pricing`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${ORIGIN}/pricing`);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
