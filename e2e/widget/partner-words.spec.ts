// A partner's words on a partner's page: the page's language (Hindi here), its brand in the titles
// and the consent line, its own texts; bad attributes fall back to the defaults with one warning.
import type { Page } from '@playwright/test';
import { currentConsent } from '@vaani/validation';
import { storedColumns, uniqueEmail } from '../forms/support/stored-leads.ts';
import { PARTNER_URL } from '../../scripts/partner-pages.mjs';
import { expect, stubBookingCalendar, stubDemoCall, stubKeys, stubLeadService, test, serveE2eWidget } from './support/fixtures.ts';

const HINDI_PAGE = `${PARTNER_URL}partner-hi.html`;
const BRAND = 'स्काईलाइन रियल्टी';

test.beforeEach(async ({ page }) => {
  await serveE2eWidget(page);
  await stubKeys(page);
  await stubBookingCalendar(page);
});

/** The text of every script the page fetched from the widget's assets, to see which words came. */
function widgetScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/embed-assets/')) bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

/** Every console warning of the page, to count what the elements told the page's developer. */
function warnings(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[vaani]')) seen.push(message.text());
  });
  return seen;
}

test('a Hindi partner page: the dialog in Hindi with the brand, and only Hindi words downloaded', async ({ page }) => {
  const scripts = widgetScripts(page);
  await stubLeadService(page);
  await stubDemoCall(page, 'success');
  await page.goto(HINDI_PAGE);
  await page.getByRole('button', { name: 'हमारे एजेंट से कॉल पाएँ' }).click();
  const dialog = page.getByRole('dialog', { name: `${BRAND} से कॉल पाएँ` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'संपर्क विवरण' })).toBeVisible();
  await expect(dialog.getByText(`कि ${BRAND} मार्केटिंग और बिक्री के लिए आपसे संपर्क कर सकता है।`)).toBeVisible();

  await dialog.getByRole('button', { name: 'मुझे कॉल करें' }).click();
  await expect(dialog.getByText('कृपया मान्य ईमेल पता दर्ज करें')).toBeVisible();
  await dialog.getByLabel('ईमेल', { exact: true }).fill('priya@example.in');
  await dialog.getByLabel('संपर्क नंबर').fill('9876543210');
  await dialog.getByLabel('पहला नाम').fill('प्रिया');
  await dialog.getByRole('button', { name: 'मुझे कॉल करें' }).click();
  await expect(dialog.getByRole('heading', { name: 'बहुत बढ़िया!' })).toBeVisible();
  await expect(page.getByText('कॉल का अनुरोध सफलतापूर्वक भेज दिया गया!')).toBeVisible();
  // The page's own texts for the success view.
  await expect(dialog.getByText('घर देखने आना चाहते हैं? साइट विज़िट का समय चुनें।')).toBeVisible();
  await dialog.getByRole('button', { name: 'साइट विज़िट बुक करें' }).click();
  const booking = page.getByRole('dialog', { name: `${BRAND} के साथ समय बुक करें` });
  await expect(booking).toBeVisible();
  await expect(booking.getByText('अपनी सुविधा का समय चुनें')).toBeVisible();
  await booking.getByRole('button', { name: 'बंद करें' }).click();
  await expect(booking).toHaveCount(0);

  const fetched = await scripts();
  expect(fetched).toContain('संपर्क विवरण');
  // Not one of the English catalogs came along.
  for (const english of ['Contact details', 'Schedule a personalized demo with our team']) expect(fetched).not.toContain(english);
});

test("a page's texts cannot change the consent line; the lead records the version of the Hindi, branded words shown, and the brand (issue 40)", async ({ page }) => {
  const seen = warnings(page);
  await stubDemoCall(page, 'success');
  await page.goto(HINDI_PAGE);
  await page.evaluate(() => document.querySelector('demo-call-dialog')!.setAttribute('texts', '{"consent":"By clicking you agree to NOTHING."}'));
  await page.getByRole('button', { name: 'हमारे एजेंट से कॉल पाएँ' }).click();
  const dialog = page.getByRole('dialog', { name: `${BRAND} से कॉल पाएँ` });
  const shown = currentConsent('demo-call', 'hi', BRAND);
  await expect(dialog.getByText(shown.text)).toBeVisible();
  await expect(dialog.getByText(/NOTHING/)).toHaveCount(0);

  const email = uniqueEmail('consent-hi-brand');
  await dialog.getByLabel('ईमेल', { exact: true }).fill(email);
  await dialog.getByLabel('संपर्क नंबर').fill('9876543210');
  await dialog.getByLabel('पहला नाम').fill('प्रिया');
  await dialog.getByRole('button', { name: 'मुझे कॉल करें' }).click();
  await expect(dialog.getByRole('heading', { name: 'बहुत बढ़िया!' })).toBeVisible();
  await expect
    .poll(() => storedColumns(email, 'consent_version,consent_brand'))
    .toEqual({ consent_version: 'demo-call-brand-hi-2026-11', consent_brand: BRAND });
  expect(shown.version).toBe('demo-call-brand-hi-2026-11');
  // The page's developer is told why.
  expect(seen.filter((message) => message.startsWith('[vaani] texts has an unknown key "consent": ignored.'))).toHaveLength(1);
});

test('the voice panel speaks the page’s language and names the brand', async ({ page }) => {
  await page.goto(HINDI_PAGE);
  const launcher = page.getByRole('button', { name: 'एआई सेल्स एजेंट' });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: `${BRAND} से बात करें` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(`${BRAND} के एआई एजेंट से बात शुरू करने के लिए`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'कॉल शुरू करें' })).toBeEnabled();
  await panel.getByRole('button', { name: 'बंद करें' }).click();
  await expect(panel).toHaveCount(0);
});

test('on an English partner page: "Email", not "Business Email"; lang="hi" on one element speaks Hindi', async ({ page }) => {
  await page.goto(PARTNER_URL);
  await page.getByRole('button', { name: 'Get a call from our agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a Demo Call' });
  await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Business Email')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.evaluate(() => document.querySelector('book-demo-dialog')?.remove());
  await page.evaluate(() => {
    const element = document.createElement('book-demo-dialog');
    element.setAttribute('lang', 'hi');
    document.body.append(element);
    element.open();
  });
  await expect(page.getByRole('dialog', { name: 'लाइव डेमो बुक करें' })).toBeVisible();
});

test('bad texts, an unknown lang and a very long brand: defaults shown, one warning each, layout kept', async ({ page }) => {
  const seen = warnings(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(PARTNER_URL);
  await page.evaluate(() => {
    const element = document.createElement('demo-call-dialog');
    element.setAttribute('texts', '{"submit":"<img src=x onerror=alert(1)>","title":"Ring"}');
    element.setAttribute('lang', 'ta');
    element.setAttribute('brand-name', 'Skyline Realty Premium Residences and Commercial Spaces of Greater Pune');
    document.body.append(element);
    element.open();
  });
  const dialog = page.getByRole('dialog', { name: /^Get a call from Skyline Realty Premium .*…$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Call me' })).toBeVisible();
  await expect(page.locator('img[src=x]')).toHaveCount(0);
  const close = dialog.getByRole('button', { name: 'Close' });
  const box = (await close.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(412);
  await close.click();
  // Closed for good before it is opened again (an open() while it is still closing raced it).
  await expect(dialog).toBeHidden();
  await page.evaluate(() => document.querySelector('demo-call-dialog')!.open());
  await expect(dialog).toBeVisible();
  expect(seen).toEqual([
    '[vaani] lang="ta" is not one of en, hi: showing English.',
    '[vaani] texts holds markup: ignored.',
  ]);
});
