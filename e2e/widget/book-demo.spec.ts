// The Book a Live Demo dialog on a partner page.
import { PARTNER_URL } from '../../scripts/partner-pages.mjs';
import { BOOKING_URL, expect, recordEvents, stubBookingCalendar, stubKeys, test, serveE2eWidget } from './support/fixtures.ts';

test('shows a spinner until the calendar frame loads, and loads it afresh on every opening', async ({ page }) => {
  await serveE2eWidget(page);
  await stubKeys(page);
  await stubBookingCalendar(page, 800);
  let frameLoads = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(BOOKING_URL)) frameLoads += 1;
  });
  await page.goto(PARTNER_URL);
  await page.getByRole('button', { name: 'Book a site visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Live Demo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Schedule a personalized demo with our team')).toBeVisible();
  await expect(dialog.getByText('Loading calendar...')).toBeVisible();
  await expect(dialog.getByText('Loading calendar...')).toHaveCount(0);
  await expect(page.frameLocator('book-demo-dialog iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  expect(frameLoads).toBe(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Book a site visit' }).click();
  await expect(dialog.getByText('Loading calendar...')).toBeVisible();
  await expect(dialog.getByText('Loading calendar...')).toHaveCount(0);
  expect(frameLoads).toBe(2);
});

test('the booking-url attribute chooses the calendar', async ({ page }) => {
  await serveE2eWidget(page);
  await stubKeys(page);
  await page.route('https://calendar.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Skyline calendar</h1>' }),
  );
  await page.goto(PARTNER_URL);
  await page.evaluate(() => {
    const element = document.createElement('book-demo-dialog');
    element.setAttribute('booking-url', 'https://calendar.example.com/skyline');
    document.body.append(element);
    element.open();
  });
  await expect(page.frameLocator('book-demo-dialog iframe').getByRole('heading', { name: 'Skyline calendar' })).toBeVisible();
});

test("a booking in the calendar reaches the page as vaani:booking-scheduled, and the frame knows the visitor's name and email", async ({
  page,
}) => {
  await serveE2eWidget(page);
  await stubKeys(page);
  const events = await recordEvents(page);
  const frameUrls: string[] = [];
  // The provider's page: it announces the booking the way Cal.com's booker does.
  await page.route(`${BOOKING_URL}**`, async (route) => {
    frameUrls.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><h1>Pick a time</h1><button onclick="parent.postMessage({originator:'CAL',type:'bookingSuccessfulV2',data:{startTime:'2026-12-01T10:30:00.000Z'}},'*')">Confirm</button>`,
    });
  });
  await page.goto(PARTNER_URL);
  // Earlier in the session the visitor gave their details in the demo-call form.
  await page.getByRole('button', { name: 'Get a call from our agent' }).click();
  const demoCall = page.getByRole('dialog', { name: 'Get a Demo Call' });
  await demoCall.getByLabel('Email', { exact: true }).fill('priya@skylinerealty.in');
  await demoCall.getByLabel('First Name').fill('Priya');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Book a site visit' }).click();
  const calendar = page.frameLocator('book-demo-dialog iframe');
  await calendar.getByRole('button', { name: 'Confirm' }).click();
  await expect
    .poll(async () => (await events()).filter((e) => e.type === 'vaani:booking-scheduled'))
    .toEqual([
      {
        type: 'vaani:booking-scheduled',
        target: 'book-demo-dialog',
        detail: { tag: 'book-demo-dialog', provider: 'cal.com', startTime: '2026-12-01T10:30:00.000Z' },
      },
    ]);
  const frameUrl = new URL(frameUrls.at(-1)!);
  expect(frameUrl.searchParams.get('name')).toBe('Priya');
  expect(frameUrl.searchParams.get('email')).toBe('priya@skylinerealty.in');
});

test('hovering or focusing a Book Demo control warms the dialog before the click', async ({ page }) => {
  await serveE2eWidget(page);
  await stubKeys(page);
  await stubBookingCalendar(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const controlPage = `${PARTNER_URL}controls`;
  await page.route(controlPage, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Controls</title>
        <script src="http://localhost:5173/embed.js" data-floating-widget="off" async></script>
        <h1>Skyline</h1><button type="button" data-vaani-open="book-demo-dialog">Book a site visit</button>`,
    }),
  );
  await page.goto(controlPage);
  await page.waitForFunction(() => customElements.get('book-demo-dialog') !== undefined);
  expect(scripts.filter((url) => url.startsWith('/embed-assets/'))).toEqual([]);

  await page.getByRole('button', { name: 'Book a site visit' }).focus();
  await expect.poll(() => scripts.some((url) => /\/embed-assets\/register-book-demo-dialog-/.test(url))).toBe(true);
  await expect(page.locator('head link[rel="preconnect"][href="https://cal.com"]')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Book a site visit' }).click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
});

test('a booking-url that is not an https page is ignored with vaani:error and a console warning, on a partner page', async ({ page }) => {
  await serveE2eWidget(page);
  await stubKeys(page);
  await stubBookingCalendar(page, 0);
  const events = await recordEvents(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(PARTNER_URL);
  await page.evaluate(() => {
    const element = document.createElement('book-demo-dialog');
    element.setAttribute('booking-url', 'javascript:document.title="owned"');
    document.body.append(element);
    element.open();
  });
  // The site's own calendar opens instead, and nothing of the attribute ran.
  await expect(page.frameLocator('book-demo-dialog iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  expect(await page.title()).not.toBe('owned');
  const message = 'Booking URL ignored: use an https:// address (http:// only on localhost)';
  await expect.poll(() => events()).toContainEqual({ type: 'vaani:error', target: 'book-demo-dialog', detail: { tag: 'book-demo-dialog', message } });
  expect(warnings).toContain(`[vaani] ${message}`);
});

test('on our site, on a phone, a calendar that cannot be reached is no dead end: a call to the visitor’s phone, or the contact page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // The browser shows its own error page in the frame, and still fires `load`.
  await page.route('https://cal.com/**', (route) => route.abort('namenotresolved'));
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('banner').getByRole('button', { name: 'Book Demo' }).filter({ visible: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Book a Live Demo' });
  await expect(dialog.getByText('Calendar not loading?')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  await dialog.getByRole('button', { name: 'Get a call on your phone instead' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Get a Demo Call' }).getByLabel('Business Email')).toBeVisible();
  await context.close();
});
