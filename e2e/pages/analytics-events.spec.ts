// What reaches a tracker, control by control (site spec §7.10). The site as `npm start` serves it
// has no tracker ids, so this suite builds the host once more with a GA4 id (the same sources,
// into test-results/) and serves it with the same page server and remotes; gtag.js itself is
// answered by an empty script, so the real GA4 adapter's data layer records every event.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { startPageServer } from '../../host/server/page-server.mjs';
import { localSettings, supabaseUrl } from '../../scripts/local-env.mjs';
import { uniqueEmail } from '../forms/support/stored-leads.ts';
import { elementLive, shellHydrated, trackHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

const PORT = 5198;
const ROOT = 'test-results/host-with-ga4';
const GA4_ID = 'G-E2ETEST01';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startPageServer>> | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  execFileSync('npx', ['vite', 'build', '--outDir', `../${ROOT}`, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: 'host',
    env: { ...process.env, ...localSettings(), VITE_GA4_ID: GA4_ID },
    stdio: 'inherit',
  });
  server = await startPageServer({
    root: ROOT,
    port: PORT,
    supabase: { url: supabaseUrl() ?? '' },
    ssr: { entry: 'host/dist-server/entry-server.mjs' },
    analytics: { ga: true },
    mounts: { '/embed.js': 'widget/dist/embed.js', '/embed-assets': 'widget/dist/embed-assets' },
  });
});
test.afterAll(async () => {
  await server?.close();
});

test.use({ baseURL: `http://localhost:${PORT}` });

type Recorded = [name: string, params: Record<string, unknown>];

/** Answers gtag.js with nothing: the adapter's own queue (window.dataLayer) is what a tracker would read. */
async function recordEvents(page: Page): Promise<() => Promise<Recorded[]>> {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await trackHydration(page);
  return () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event')
        .map((entry) => [entry[1], entry[2]] as [string, Record<string, unknown>]),
    );
}

const closeDialog = (page: Page) => page.keyboard.press('Escape');

test('the header, hero and call-to-action controls and the page views reach the tracker', async ({ page }) => {
  const events = await recordEvents(page);
  await page.goto('/');
  await shellHydrated(page);
  await expect.poll(events).toContainEqual(['page_view', expect.objectContaining({ page_path: '/' })]);

  await page.getByRole('banner').getByRole('button', { name: 'Try Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
  await closeDialog(page);
  await page.getByRole('main').getByRole('button', { name: 'Book Demo' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
  await closeDialog(page);
  expect(await events()).toEqual(
    expect.arrayContaining([
      ['button_click', { label: 'Try Now', location: 'header' }],
      ['try_now_click', { location: 'header' }],
      ['button_click', { label: 'Book Demo', location: 'hero' }],
      ['demo_request', { location: 'hero' }],
    ]),
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect.poll(events).toContainEqual(['page_view', expect.objectContaining({ page_path: '/pricing', page_title: expect.stringContaining('Pricing') })]);
});

test('each lead form sends form_submit and a lead; Get Started also completes a registration', async ({ page }) => {
  const events = await recordEvents(page);
  await page.goto('/');
  await shellHydrated(page);

  const callback = page.getByRole('form', { name: 'Request a callback' });
  // The events of a live form are this test's subject (a tap before that is the early-clicks suite's).
  await callback.scrollIntoViewIfNeeded();
  await callback.hover();
  await elementLive(callback);
  await callback.getByLabel('Business Email').fill(uniqueEmail('analytics-callback'));
  await callback.getByLabel('Contact Number').fill('9876543210');
  await callback.getByLabel('First Name').fill('Ravi');
  await callback.getByRole('button', { name: 'Request Callback' }).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await expect.poll(events).toEqual(expect.arrayContaining([['form_submit', { form: 'callback' }], ['generate_lead', { source: 'callback' }]]));

  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await elementLive(footer.getByLabel('Email address'));
  await footer.getByLabel('Email address').fill(uniqueEmail('analytics-newsletter'));
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(events).toEqual(expect.arrayContaining([['form_submit', { form: 'newsletter' }], ['generate_lead', { source: 'newsletter' }]]));

  const banner = page.locator('[data-home-section="CallToActionSection"]');
  await banner.scrollIntoViewIfNeeded();
  await banner.getByRole('button', { name: 'Get Started Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Started' });
  await dialog.getByLabel('Name').fill('Priya Shah');
  await dialog.getByLabel('Email').fill(uniqueEmail('analytics-get-started'));
  await dialog.getByLabel('Phone Number').fill('98765 43210');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank You!')).toBeVisible();
  await expect.poll(events).toEqual(
    expect.arrayContaining([
      ['button_click', { label: 'Get Started Now', location: 'call-to-action' }],
      ['form_submit', { form: 'get_started' }],
      ['generate_lead', { source: 'get_started' }],
      ['sign_up', { method: 'get_started' }],
    ]),
  );
});

test('a pricing plan, a contact link and a case study reach the tracker', async ({ page }) => {
  const events = await recordEvents(page);
  await page.goto('/pricing');
  await shellHydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Book a demo' }).click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
  await closeDialog(page);
  expect(await events()).toEqual(
    expect.arrayContaining([
      ['button_click', { label: 'Book a demo', location: expect.stringMatching(/^pricing:/) }],
      ['demo_request', { location: expect.stringMatching(/^pricing:/) }],
    ]),
  );

  await page.goto('/contact-us');
  await shellHydrated(page);
  // The seeded contact page links its address and number; a link works natively before the page
  // is live, so the report comes from a click once it is.
  const email = page.getByRole('main').getByRole('link', { name: 'hello@vaani.ai' });
  await elementLive(email);
  await email.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await email.click();
  await expect.poll(events).toContainEqual(['contact', { method: 'email' }]);

  await page.goto('/case-studies');
  await shellHydrated(page);
  const first = page.getByRole('list', { name: 'Case studies' }).getByRole('link').first();
  const href = (await first.getAttribute('href')) ?? '';
  await first.click();
  await expect.poll(events).toContainEqual(['view_content', expect.objectContaining({ contentType: 'case_study', contentId: href.split('/').pop() })]);
});

test('a page load slower than 3000 ms is reported with its duration', async ({ page }) => {
  const events = await recordEvents(page);
  // The host's entry script held back: the load event (which waits for it) comes after 3 s.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3200));
    await route.continue();
  });
  await page.goto('/faq', { waitUntil: 'load' });
  await expect.poll(events, { timeout: 10_000 }).toContainEqual(['slow_page_load', expect.objectContaining({ path: '/faq', durationMs: expect.any(Number) })]);
  const [, params] = (await events()).find(([name]) => name === 'slow_page_load')!;
  expect(params.durationMs).toBeGreaterThan(3000);
});
