import { expect, test, type ConsoleMessage } from '../support/test.ts';
import { ROUTES } from '../../host/src/routes/route-table.ts';
import { SITE, SSR_PORT, publicRows } from './support/served-html.ts';
import { startSsrHost } from './support/ssr-host.ts';

let host: Awaited<ReturnType<typeof startSsrHost>> | undefined;
test.beforeAll(async () => {
  host = await startSsrHost(SSR_PORT);
});
test.afterAll(async () => {
  await host?.close();
});

// Every public route, as served: the browser takes over the server's HTML without a console
// error and without a hydration warning (React reports a mismatch as either).
const PUBLIC_PATHS = ROUTES.filter((route) => route.robots === 'index, follow')
  .flatMap((route) => [route.path, ...(route.aliases ?? [])])
  .filter((path) => !path.includes(':'));

// A machine without internet access (the test sandbox) cannot fetch the stock photos some pages
// show from their CDN; that says nothing about rendering.
const OFFLINE = /net::ERR_INTERNET_DISCONNECTED|net::ERR_NAME_NOT_RESOLVED/;

const complaint = (message: ConsoleMessage) =>
  (message.type() === 'error' && !OFFLINE.test(message.text())) ||
  (message.type() === 'warning' && /hydrat|did not match|server/i.test(message.text()));

test('every public route hydrates without a console error or hydration warning', async ({ page }) => {
  const [study] = await publicRows<{ slug: string }>('case_studies?select=slug&limit=1');
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (complaint(message)) complaints.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => complaints.push(`${page.url()}: ${error.message}`));

  for (const path of [...PUBLIC_PATHS, `/case-studies/${study!.slug}`]) {
    await page.goto(`${SITE}${path}`);
    // Server-rendered content is in place at once; hydration is done when the page answers clicks.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root > *').first()).toBeVisible();
  }
  expect(complaints).toEqual([]);
});

test('the page is interactive after hydration: the header menu and links work', async ({ page }) => {
  await page.goto(`${SITE}/faq`);
  const question = page.locator('main h2 button').first();
  await expect(question).toBeVisible();
  await page.waitForLoadState('networkidle');
  const expanded = await question.getAttribute('aria-expanded');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
});

test('once hydrated, the served home page opens its dialogs', async ({ page }) => {
  await page.goto(`${SITE}/`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('button', { name: 'Try Now' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
});

// The server and a visitor far from India agree on a case study's date: both name India's day.
test.describe('a visitor in Honolulu (UTC-10)', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('sees the case studies dated by India’s calendar, as served, without a hydration warning', async ({ page }) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (complaint(message)) complaints.push(message.text());
    });
    const indiaDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });
    const [study] = await publicRows<{ slug: string }>('case_studies?select=slug&limit=1');
    for (const path of ['/case-studies', `/case-studies/${study!.slug}`]) {
      await page.goto(`${SITE}${path}`);
      await page.waitForLoadState('networkidle');
      const times = page.getByRole('main').locator('time');
      await expect(times.first()).toBeVisible();
      for (const time of await times.all()) {
        const moment = await time.getAttribute('datetime');
        await expect(time).toHaveText(indiaDay.format(new Date(moment!)));
      }
    }
    expect(complaints).toEqual([]);
  });
});
