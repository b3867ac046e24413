import { expect, test, type Page, type Response } from '../support/test.ts';
import { shellHydrated, trackHydration } from '../support/hydration.ts';

const ORIGIN = (process.env.SITE_URL || 'http://localhost:5173').replace(/\/+$/, '');
const LONG_US_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const LIST_RPC = '**/rest/v1/rpc/get_public_case_studies*';

/**
 * Opened from the served list, the rows come with the page; the browser reads the list itself
 * when the visitor gets there from another page.
 */
async function openListFromAnotherPage(page: Page) {
  await trackHydration(page);
  await page.goto('/faq');
  await shellHydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL('/case-studies');
}

test('the list shows the published case studies newest first, each card complete', async ({ page }) => {
  await page.goto('/case-studies');
  const cards = page.getByRole('list', { name: 'Case studies' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);

  const dates = await cards.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect([...dates].sort((a, b) => Date.parse(b) - Date.parse(a))).toEqual(dates);
  for (const text of await cards.locator('time').allTextContents()) expect(text).toMatch(LONG_US_DATE);

  const first = cards.first();
  await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(first.getByRole('img', { name: /logo$/ })).toBeVisible();
  await expect(first.getByText(/Real Estate$/)).toBeVisible();
  await expect(first.locator('img').first()).toHaveJSProperty('complete', true);
});

test('a card opens the full story, with its own title, description and canonical link', async ({ page }) => {
  await page.goto('/case-studies');
  const card = page.getByRole('listitem').filter({ hasText: 'Riverside Homes Answers Every Weekend Enquiry in Kochi' });
  await card.getByRole('link').click();
  await expect(page).toHaveURL('/case-studies/riverside-homes');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riverside Homes Answers Every Weekend Enquiry in Kochi');
  for (const section of ['The challenge', 'The solution', 'The results']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText(/Now they get a knowledgeable answer at once/)).toBeVisible();
  await expect(page.locator('figcaption')).toHaveText('Anjali Menon, Director of Sales, Riverside Homes');

  await expect(page).toHaveTitle('Riverside Homes Answers Every Weekend Enquiry in Kochi | Vaani AI');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^A Kochi developer stopped losing/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Riverside Homes Answers Every Weekend Enquiry in Kochi | Vaani AI');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/case-studies/riverside-homes`);
});

test('an unknown case study is a real not-found page, with status 404', async ({ page }) => {
  const response = await page.goto('/case-studies/no-such-story');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Vaani AI');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'See all case studies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Success Stories' })).toBeVisible();
});

test('a published case study is served with status 200', async ({ request }) => {
  expect((await request.get('/case-studies/riverside-homes')).status()).toBe(200);
});

test('a failed load shows the error message, and Try again recovers', async ({ page }) => {
  let fail = true;
  await page.route(LIST_RPC, (route) =>
    fail ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Database is restarting' }) }) : route.continue(),
  );
  await openListFromAnotherPage(page);
  await expect(page.getByRole('alert')).toHaveText(/Database is restarting/);
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Case studies' }).getByRole('listitem').first()).toBeVisible();
});

test('an empty list says so', async ({ page }) => {
  await page.route(LIST_RPC, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await openListFromAnotherPage(page);
  await expect(page.locator('main').getByRole('status').filter({ hasText: 'No case studies have been published yet' })).toBeVisible();
});

// A message only react-query's own code holds: each script carrying it is a copy of the library.
const QUERY_LIBRARY_CODE = 'Missing queryFn';

test('the query library is one copy, in the data layer the host serves to every remote', async ({ page }) => {
  const responses: Response[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) responses.push(response);
  };
  page.on('response', onResponse);
  await page.goto('/case-studies');
  await expect(page.getByRole('list', { name: 'Case studies' })).toBeVisible();
  // The served list shows before any script has run: once the page is live, the card opens the
  // story in the same page, whose modules are then all loaded.
  await page.waitForLoadState('networkidle');
  await page.getByRole('list', { name: 'Case studies' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'The challenge' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const scripts = responses.map(async (response) => ({ url: new URL(response.url()), code: await response.text() }));
  const copies = (await Promise.all(scripts)).filter(({ code }) => code.includes(QUERY_LIBRARY_CODE)).map(({ url }) => url);
  expect(copies).toHaveLength(1);
  expect(copies[0]!.port).toBe('5173');
});
