import { elementLive } from '../support/hydration.ts';
import { expect, test, type Page } from '../support/test.ts';
import { outboxSize, SAVE_LEAD, storedLeads, uniqueEmail } from './support/stored-leads.ts';

/** The section as the home page shows it (the marketing remote renders the forms remote's slot). */
async function section(page: Page) {
  await page.goto('/');
  // The form is served; its code loads once the visitor reaches for it (on a phone it starts
  // within the first screen, so nearing the viewport would load it with the page).
  await page.locator('[data-home-section="RequestCallbackSection"]').scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'Ready to Transform Your Sales?' }).waitFor();
  const form = page.getByRole('form', { name: 'Request a callback' });
  // These tests are about the form's rules and its submission; typing before it is live is
  // e2e/ssr/early-clicks.spec.ts's subject.
  await form.hover();
  await elementLive(form.getByLabel('First Name'));
  return form;
}

async function fill(page: Page, { email = 'ravi@acme-homes.in', digits = '9876543210', name = 'Ravi' } = {}) {
  const form = page.getByRole('form', { name: 'Request a callback' });
  await form.getByLabel('Business Email').fill(email);
  await form.getByLabel('Contact Number').fill(digits);
  await form.getByLabel('First Name').fill(name);
  await form.getByRole('button', { name: 'Request Callback' }).click();
}

test('the demo form rules: 12 countries with IN first, digits only, the three messages', async ({ page }) => {
  const form = await section(page);
  await expect(form.getByLabel('Country code')).toHaveValue('IN');
  await expect(form.getByLabel('Country code').locator('option')).toHaveCount(12);
  await form.getByLabel('Contact Number').pressSequentially('98-765 x');
  await expect(form.getByLabel('Contact Number')).toHaveValue('98765');
  await fill(page, { email: 'ravi@acme', digits: '98765', name: 'R' });
  await expect(form.getByText('Please enter a valid business email')).toBeVisible();
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
});

test('on a phone the served form waits, its code unfetched, until the visitor reaches for it, then comes alive', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const formsCode: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === '5175') formsCode.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Request a callback' });
  await expect(form.getByLabel('First Name')).toBeVisible();
  expect(formsCode).toEqual([]);
  await form.getByLabel('First Name').tap();
  await elementLive(form.getByLabel('First Name'));
  expect(formsCode.length).toBeGreaterThan(0);
  await context.close();
});

test('a visit that went on to the sign-in page and came Back gets the form without reaching for it: nothing served is left to wait on', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  // A client-side navigation into the admin's frame, as its links make (the router follows popstate).
  await page.evaluate(() => {
    window.history.pushState(null, '', '/auth');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.goBack();
  const form = page.getByRole('form', { name: 'Request a callback' });
  // Rendered in the browser this time: it loads as it nears the viewport, with no touch or scroll.
  await elementLive(form.getByLabel('First Name'));
  await expect(page.getByText('Loading callback form…')).toHaveCount(0);
  await context.close();
});

test('a number that cannot exist for its country gets the phone message and sends nothing', async ({ page }) => {
  const email = uniqueEmail('callback-impossible');
  const form = await section(page);
  // '+91' and seven digits: the spec's 10 characters, but no Indian number is that short.
  await fill(page, { email, digits: '1234567' });
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toHaveCount(0);
  expect(await storedLeads('calling_leads', 'email', email)).toBe(0);
});

test("submitting replaces the section with 'Request Submitted!' and stores the lead once", async ({ page }) => {
  const email = uniqueEmail('callback');
  await section(page);
  await fill(page, { email });
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to Transform Your Sales?' })).toBeHidden();
  await expect.poll(() => storedLeads('calling_leads', 'email', email)).toBe(1);
});

test('a lead service answering 500 changes nothing for the visitor; the outbox delivers the lead once', async ({ page }) => {
  const email = uniqueEmail('callback-500');
  await section(page);
  let refused = 0;
  await page.route(SAVE_LEAD, (route) => (refused++ === 0 ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
  await fill(page, { email });
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await expect.poll(() => storedLeads('calling_leads', 'email', email), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => outboxSize(page)).toBe(0);
});

test("on a phone 'Request Submitted!' is in view, clear of the header, and takes focus so it is read out", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const form = await section(page);
  // The visitor has scrolled the button to the middle of the screen: the form fills the half above it.
  const button = (await form.getByRole('button', { name: 'Request Callback' }).boundingBox())!;
  await page.evaluate((by) => window.scrollBy(0, by), button.y - 400);
  await fill(page, { email: uniqueEmail('callback-phone') });
  const confirmation = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Request Submitted!' }) });
  await expect(confirmation).toBeInViewport({ ratio: 1 });
  const header = await page.getByRole('banner').boundingBox();
  const top = await page.getByRole('heading', { name: 'Request Submitted!' }).boundingBox();
  expect(top!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await expect(confirmation).toBeFocused();
  await context.close();
});
