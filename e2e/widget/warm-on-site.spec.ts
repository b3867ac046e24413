// On our own site, as on a partner's page, a Book Demo control warms the booking dialog on hover or
// focus: its code mounts and it connects to the calendar's origin before the visitor clicks.
import { expect, test, type Page } from '../support/test.ts';
import { BOOKING_URL, stubBookingCalendar, stubKeys } from './support/fixtures.ts';

const calendarOrigin = new URL(BOOKING_URL).origin;
const preconnect = (page: Page) => page.locator(`head link[rel="preconnect"][href="${calendarOrigin}"]`);

test.beforeEach(async ({ page }) => {
  await stubKeys(page);
  await stubBookingCalendar(page);
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForFunction(() => customElements.get('book-demo-dialog') !== undefined);
  await expect(preconnect(page)).toHaveCount(0);
});

test("hovering the header's Book Demo connects to the calendar before any click", async ({ page }) => {
  let frameRequested = false;
  page.on('request', (request) => {
    if (request.url().startsWith(BOOKING_URL)) frameRequested = true;
  });
  await page.getByRole('banner').getByRole('button', { name: 'Book Demo' }).hover();
  await expect(preconnect(page)).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toHaveCount(0);
  expect(frameRequested).toBe(false);

  await page.getByRole('banner').getByRole('button', { name: 'Book Demo' }).click();
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible();
  await expect(preconnect(page)).toHaveCount(1);
});

test("focusing the footer's Book a Demo with the keyboard warms the dialog too", async ({ page }) => {
  await page.locator('footer').getByRole('button', { name: 'Book a Demo' }).focus();
  await expect(preconnect(page)).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Book a Live Demo' })).toHaveCount(0);
});
