// Where a lead came from (issue 26, part 1), as sales will read it: each form's lead is stored
// with the visit's first landing page and campaign, the referring site, the page it was sent
// from, the control that opened the form and the site the request came from.
import { elementLive, shellHydrated, trackHydration } from '../support/hydration.ts';
import { expect, test, type Page } from '../support/test.ts';
import { storedAttribution, uniqueEmail } from './support/stored-leads.ts';

const SITE = 'http://localhost:5173';
const NONE = { utm_term: null, utm_content: null, fbclid: null };

/** A visit from a Google ad landing on /pricing, with a parameter the site does not keep. */
async function landFromAd(page: Page) {
  await trackHydration(page);
  await page.goto('/pricing?utm_source=google&utm_medium=cpc&utm_campaign=diwali-2026&gclid=Cj0KCQ&email=leak%40mail.com', {
    referer: 'https://www.google.com/search?q=ai+sales+agent',
  });
  // The visit is recorded as the site comes alive; the visitor browses on from there.
  await shellHydrated(page);
}

test('a demo call from the header, after browsing on, keeps the landing page, campaign and opener', async ({ page }) => {
  const email = uniqueEmail('attribution-demo');
  await landFromAd(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL(`${SITE}/case-studies`);
  await page.getByRole('banner').getByRole('button', { name: 'Try Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a Demo Call' });
  await dialog.getByLabel('Business Email').fill(email);
  await dialog.getByLabel('Contact Number').fill('9876543210');
  await dialog.getByLabel('First Name').fill('Priya');
  await dialog.getByRole('button', { name: 'Call me' }).click();
  await expect.poll(() => storedAttribution(email)).toEqual({
    landing_page: `${SITE}/pricing`,
    referrer: 'https://www.google.com',
    page: `${SITE}/case-studies`,
    opener: 'header',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'diwali-2026',
    gclid: 'Cj0KCQ',
    request_origin: SITE,
    ...NONE,
  });
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test('a Get Started lead names the banner that opened it', async ({ page }) => {
  const email = uniqueEmail('attribution-get-started');
  await page.goto('/?utm_source=newsletter&utm_medium=email');
  const banner = page.locator('[data-home-section="CallToActionSection"]');
  await banner.scrollIntoViewIfNeeded();
  await banner.getByRole('button', { name: 'Get Started Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Started' });
  await dialog.getByLabel('Name').fill('Priya Shah');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone Number').fill('98765 43210');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect.poll(() => storedAttribution(email)).toMatchObject({
    landing_page: `${SITE}/`,
    page: `${SITE}/`,
    opener: 'call-to-action',
    utm_source: 'newsletter',
    utm_medium: 'email',
    referrer: null,
    request_origin: SITE,
  });
});

test('the inline forms (callback, newsletter) carry the visit without an opener', async ({ page }) => {
  const callback = uniqueEmail('attribution-callback');
  const newsletter = uniqueEmail('attribution-newsletter');
  await page.goto('/?fbclid=IwAR0&utm_content=%00%1Bbanner-b', { referer: 'https://m.facebook.com/' });
  await page.locator('[data-home-section="RequestCallbackSection"]').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Request a callback' });
  await form.getByLabel('Business Email').fill(callback);
  await form.getByLabel('Contact Number').fill('9876543210');
  await form.getByLabel('First Name').fill('Ravi');
  await form.getByRole('button', { name: 'Request Callback' }).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();

  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await elementLive(footer.getByLabel('Email address'));
  await footer.getByLabel('Email address').fill(newsletter);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Successfully subscribed!')).toBeVisible();

  const expected = {
    landing_page: `${SITE}/`,
    page: `${SITE}/`,
    referrer: 'https://m.facebook.com',
    fbclid: 'IwAR0',
    // Control characters are stripped, the rest of the value kept.
    utm_content: 'banner-b',
    opener: null,
    utm_source: null,
    request_origin: SITE,
  };
  await expect.poll(() => storedAttribution(callback)).toMatchObject(expected);
  await expect.poll(() => storedAttribution(newsletter)).toMatchObject(expected);
});

test('a campaign visit that follows a link before the site has loaded keeps its landing page and campaign', async ({ page }) => {
  const email = uniqueEmail('attribution-early-link');
  // None of the site's scripts arrive on the landing page: the visitor has only the served HTML.
  const scripts = (url: URL) => url.origin === SITE && url.pathname.endsWith('.js');
  await page.route(scripts, (route) => route.abort());
  await trackHydration(page);
  await page.goto('/?utm_source=newsletter&utm_campaign=diwali', { referer: 'https://mail.example.com/inbox' });
  await page.unroute(scripts);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }).click();
  await expect(page).toHaveURL(`${SITE}/case-studies`);
  await shellHydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Try Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a Demo Call' });
  await dialog.getByLabel('Business Email').fill(email);
  await dialog.getByLabel('Contact Number').fill('9876543210');
  await dialog.getByLabel('First Name').fill('Priya');
  await dialog.getByRole('button', { name: 'Call me' }).click();
  await expect.poll(() => storedAttribution(email)).toEqual({
    landing_page: `${SITE}/`,
    referrer: 'https://mail.example.com',
    page: `${SITE}/case-studies`,
    opener: 'header',
    utm_source: 'newsletter',
    utm_medium: null,
    utm_campaign: 'diwali',
    gclid: null,
    request_origin: SITE,
    ...NONE,
  });
});
