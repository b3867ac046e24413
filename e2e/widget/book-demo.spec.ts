// The Book a Live Demo dialog on a partner page.
import { PARTNER_URL } from './support/partner-pages.ts';
import { BOOKING_URL, expect, stubBookingCalendar, stubKeys, test, serveE2eWidget } from './support/fixtures.ts';

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
