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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test("a finger on the hero's Try Now starts the demo-call dialog's code before it lifts, and the tap opens it", async ({ page }) => {
    const network: string[] = [];
    page.on('request', (request) => network.push(`asked ${new URL(request.url()).pathname}`));
    page.on('requestfinished', (request) => network.push(`got ${new URL(request.url()).pathname}`));
    const tryNow = page.getByRole('main').getByRole('button', { name: 'Try Now' }).first();
    const box = await tryNow.boundingBox();
    if (!box) throw new Error('Try Now is not on screen');
    const touchPoints = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
    // Warmed: the view is mounted, closed, inside the element's shadow root.
    await expect(page.locator('demo-call-dialog vaani-demo-call-dialog-view')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toHaveCount(0);
    // The lead outbox the dialog imports is the host's (the home page had not loaded it): asked for
    // with the dialog's chunks, not one round trip after them.
    const outboxAsked = network.findIndex((line) => /^asked \/assets\/__federation_shared_@vaani\/data\/leads-/.test(line));
    // The chunk of the dialog's own code (the build names view chunks for the elements that use them).
    const dialogCodeGot = network.findIndex((line) => /^got .*\/view-demo-call-dialog-[\w-]{8}\.js$/.test(line));
    expect(outboxAsked).toBeGreaterThan(-1);
    expect(outboxAsked).toBeLessThan(dialogCodeGot);

    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByRole('dialog', { name: 'Get a Demo Call' })).toBeVisible();
  });
});
