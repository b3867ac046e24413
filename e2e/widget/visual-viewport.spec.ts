// A phone on a partner page that overflows sideways (the hostile page, 461 px of content on a
// 412 px screen) widens the layout viewport past the screen; pinch zoom shrinks what is visible.
// The launcher, the panel, both dialogs, their close buttons and the toasts the elements show must
// stay on screen either way.
import type { Locator, Page } from '@playwright/test';
import { HOSTILE_URL } from '../../scripts/partner-pages.mjs';
import { expect, stubBookingCalendar, stubDemoCall, stubKeys, stubLeadService, test, serveE2eWidget } from './support/fixtures.ts';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 });

/** Whether the element's box lies inside the visual viewport (what the screen shows). */
const onScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const { offsetLeft, offsetTop, width, height } = window.visualViewport!;
    const inside =
      box.width > 0 && box.left >= offsetLeft - 0.5 && box.top >= offsetTop - 0.5 &&
      box.right <= offsetLeft + width + 0.5 && box.bottom <= offsetTop + height + 0.5;
    return inside ? 'on screen' : `off screen: ${JSON.stringify(box)} in ${JSON.stringify({ offsetLeft, offsetTop, width, height })}`;
  });

async function expectEverythingOnScreen(page: Page) {
  const launcher = page.getByRole('button', { name: 'AI Sales Agent' });
  await expect.poll(() => onScreen(launcher)).toBe('on screen');

  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'AI Sales Agent' });
  await expect(panel).toBeVisible();
  await expect.poll(() => onScreen(panel)).toBe('on screen');
  await expect.poll(() => onScreen(panel.getByRole('button', { name: 'Close' }))).toBe('on screen');
  // Closed from the keyboard: a pointer click here would first scroll, and race the scroll.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  for (const [tag, name] of [['demo-call-dialog', 'Get a Demo Call'], ['book-demo-dialog', 'Book a Live Demo']] as const) {
    await page.evaluate((element) => void window.vaaniQueue!.push(['open', element]), tag);
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect.poll(() => onScreen(dialog.locator('[data-dialog-panel]'))).toBe('on screen');
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect.poll(() => onScreen(close)).toBe('on screen');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  // A request sent from the demo-call dialog: its toast, close button included, is on screen too.
  await page.evaluate(() => void window.vaaniQueue!.push(['open', 'demo-call-dialog']));
  const dialog = page.getByRole('dialog', { name: 'Get a Demo Call' });
  await dialog.getByLabel('Email', { exact: true }).fill('priya@skylinerealty.in');
  await dialog.getByLabel('Contact Number').fill('98765 43210');
  await dialog.getByLabel('First Name').fill('Priya');
  await dialog.getByRole('button', { name: 'Call me' }).press('Enter');
  const toast = page.getByRole('status').filter({ hasText: 'Call request submitted successfully!' });
  await expect(toast).toBeVisible();
  await expect.poll(() => onScreen(toast)).toBe('on screen');
  await expect.poll(() => onScreen(toast.getByRole('button', { name: 'Close notification' }))).toBe('on screen');
}

test.beforeEach(async ({ page }) => {
  await serveE2eWidget(page);
  await stubKeys(page);
  await stubBookingCalendar(page);
  await stubLeadService(page);
  await stubDemoCall(page, 'success');
  await page.goto(HOSTILE_URL);
  // The page really does overflow: its layout is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeGreaterThan(412);
});

test('on an overflowing page at 412×823, the elements and their close buttons stay on screen', async ({ page }) => {
  await expectEverythingOnScreen(page);
});

test('zoomed in to 200% and panned, the elements follow what the screen shows', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 2 });
  await expect.poll(() => page.evaluate(() => window.visualViewport!.scale)).toBe(2);
  // Pan the zoomed view to the page's right edge, past the screen's width.
  await page.evaluate(() => window.scrollTo({ left: document.documentElement.scrollWidth, top: 0 }));
  await expectEverythingOnScreen(page);
});
