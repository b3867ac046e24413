import { expect, test, type Page } from '../support/test.ts';
import { outboxSize, SAVE_LEAD, storedLeads, uniqueEmail } from './support/stored-leads.ts';

const THANKS = 'Your request has been submitted successfully. Our team will contact you within 24 hours to discuss your requirements.';
const FAILURE_TOAST = 'There was an error submitting your form. Please try again.';

/** Opens the dialog the way a visitor does: the home page's call-to-action banner. */
async function openDialog(page: Page) {
  await page.goto('/');
  // The call-to-action banner sits below the fold and loads its code near the viewport.
  const banner = page.locator('[data-home-section="CallToActionSection"]');
  await banner.scrollIntoViewIfNeeded();
  await banner.getByRole('button', { name: 'Get Started Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Started' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(page: Page, email: string, phone = '98765 43210') {
  const dialog = page.getByRole('dialog', { name: 'Get Started' });
  await dialog.getByLabel('Name').fill('Priya Shah');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

test('each rule fails in a Validation Error toast with the spec message', async ({ page }) => {
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['Name is required', 'Email is required', 'Phone number is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByText('Validation Error').first()).toBeVisible();
  await fill(page, 'priya@acme', '98765-4321');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number with at least 10 digits')).toBeVisible();
});

test('submitting blocks closing, then Thank You!; closing after success resets the form; stored once as E.164', async ({ page }) => {
  const email = uniqueEmail('get-started');
  const dialog = await openDialog(page);
  await page.route(SAVE_LEAD, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await fill(page, email);
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(dialog.getByText(THANKS)).toBeVisible();
  expect(await storedLeads('confirmed_lead', 'email', email)).toBe(1);
  expect(await storedLeads('confirmed_lead', 'phone_number', '+919876543210')).toBeGreaterThanOrEqual(1);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Get Started Now' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Get Started' }).getByLabel('Email')).toHaveValue('');
});

test("a 500 shows 'Server error: 500' and the toast; Try Again keeps the entries; the lead is stored once after recovery", async ({ page }) => {
  const email = uniqueEmail('get-started-500');
  const dialog = await openDialog(page);
  let refused = 0;
  await page.route(SAVE_LEAD, (route) => (refused++ === 0 ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
  await fill(page, email);
  await expect(dialog.getByRole('heading', { name: 'Submission Failed' })).toBeVisible();
  await expect(dialog.getByText('Server error: 500')).toBeVisible();
  await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
  await expect.poll(() => storedLeads('confirmed_lead', 'email', email), { timeout: 15_000 }).toBe(1);
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(await storedLeads('confirmed_lead', 'email', email)).toBe(1);
  expect(await outboxSize(page)).toBe(0);
});

test('a network failure shows the network message; Cancel closes; the next visit delivers the lead once', async ({ page }) => {
  const email = uniqueEmail('get-started-offline');
  const dialog = await openDialog(page);
  await page.route(SAVE_LEAD, (route) => route.abort('internetdisconnected'));
  await fill(page, email);
  await expect(dialog.getByText('Network error. Please check your internet connection and try again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.unroute(SAVE_LEAD);
  await page.goto('/pricing');
  await expect.poll(() => storedLeads('confirmed_lead', 'email', email), { timeout: 15_000 }).toBe(1);
});
