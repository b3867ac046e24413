// What each person agreed to (issue 26, part 2): every form shows its consent text, and the lead
// stores that text's version and when the person agreed.
import { currentConsent, type ConsentForm } from '@vaani/validation';
import { elementLive } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';
import { storedColumns, uniqueEmail } from './support/stored-leads.ts';

async function expectConsent(email: string, form: ConsentForm, sentAt: number) {
  await expect.poll(() => storedColumns(email, 'consent_version,consent_at')).toMatchObject({ consent_version: currentConsent(form).version });
  const stored = await storedColumns(email, 'consent_at');
  const agreed = new Date(stored?.consent_at ?? '').getTime();
  expect(Math.abs(agreed - sentAt)).toBeLessThan(30_000);
}

test('the callback form and the newsletter store the version of the text they show', async ({ page }) => {
  const callback = uniqueEmail('consent-callback');
  const newsletter = uniqueEmail('consent-newsletter');
  await page.goto('/');
  await page.locator('[data-home-section="RequestCallbackSection"]').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Request a callback' });
  await expect(page.getByText(currentConsent('callback').text)).toBeVisible();
  await form.getByLabel('Business Email').fill(callback);
  await form.getByLabel('Contact Number').fill('9876543210');
  await form.getByLabel('First Name').fill('Ravi');
  const callbackSent = Date.now();
  await form.getByRole('button', { name: 'Request Callback' }).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
  await expectConsent(callback, 'callback', callbackSent);

  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await elementLive(footer.getByLabel('Email address'));
  await expect(footer.getByText(currentConsent('newsletter').text)).toBeVisible();
  await footer.getByLabel('Email address').fill(newsletter);
  const newsletterSent = Date.now();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Successfully subscribed!')).toBeVisible();
  await expectConsent(newsletter, 'newsletter', newsletterSent);
});

test('Get Started and the demo-call dialog show their consent text and store its version', async ({ page }) => {
  const getStarted = uniqueEmail('consent-get-started');
  const demo = uniqueEmail('consent-demo');
  await page.goto('/');
  const banner = page.locator('[data-home-section="CallToActionSection"]');
  await banner.scrollIntoViewIfNeeded();
  await banner.getByRole('button', { name: 'Get Started Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Started' });
  await expect(dialog.getByText(currentConsent('get-started').text)).toBeVisible();
  await dialog.getByLabel('Name').fill('Priya Shah');
  await dialog.getByLabel('Email').fill(getStarted);
  await dialog.getByLabel('Phone Number').fill('98765 43210');
  const getStartedSent = Date.now();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expectConsent(getStarted, 'get-started', getStartedSent);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('banner').getByRole('button', { name: 'Try Now' }).click();
  const demoDialog = page.getByRole('dialog', { name: 'Get a Demo Call' });
  await expect(demoDialog.getByText(currentConsent('demo-call').text)).toBeVisible();
  await demoDialog.getByLabel('Business Email').fill(demo);
  await demoDialog.getByLabel('Contact Number').fill('9876543211');
  await demoDialog.getByLabel('First Name').fill('Priya');
  const demoSent = Date.now();
  await demoDialog.getByRole('button', { name: 'Call me' }).click();
  await expectConsent(demo, 'demo-call', demoSent);
});
