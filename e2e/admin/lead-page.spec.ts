// A lead's page in the admin (issue 26, part 5), against the site as `npm start` serves it,
// forwarding to the lead-service stand-in: every field, attribution and consent, each forward
// attempt with its time and error, the same person's other leads, and the page's actions.
import { uniqueEmail } from '../forms/support/stored-leads.ts';
import { expect, test } from '../support/test.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';
import { setLeadService, submitLead } from './support/leads.ts';



test.afterEach(async () => {
  await setLeadService(200);
});

test("a lead's page shows every field, its forward attempts and the person's other leads; forward again, spam verdicts and erasing work from it", async ({ page }) => {
  const email = uniqueEmail('lead-page');
  await submitLead({ sheet_name: 'email_subscription', data: { email } });
  await setLeadService(503);
  await submitLead({
    sheet_name: 'confirmed_lead',
    data: { name: 'Meera Iyer', email, phone_number: '+919812300077' },
    attribution: { landing_page: 'http://localhost:5173/pricing', utm_source: 'google', utm_campaign: 'diwali', opener: 'pricing' },
    consent: { version: 'get-started-2026-11', agreed_at: new Date().toISOString() },
  });

  await signInAsLocalAdmin(page, `/admin/leads?q=${encodeURIComponent(email)}`);
  const latest = page.getByRole('row').filter({ hasText: 'Get Started' });
  await expect(latest.getByText('Failed')).toBeVisible({ timeout: 20_000 });
  await latest.getByRole('link', { name: `Open the lead of ${email}` }).click();

  await expect(page.getByRole('heading', { name: 'Lead from Meera Iyer' })).toBeVisible();
  await expect(page.getByLabel('Contact')).toContainText('+91 98123 00077');
  await expect(page.getByLabel('Contact')).toContainText('Returning');
  await expect(page.getByLabel('Where it came from')).toContainText('Campaign: google / diwali');
  await expect(page.getByLabel('Where it came from')).toContainText('http://localhost:5173/pricing');
  await expect(page.getByLabel('Consent')).toContainText('get-started-2026-11');
  const attempts = page.getByRole('table').getByRole('row').filter({ hasText: 'Lead service answered 503' });
  await expect(attempts).toHaveCount(2);
  await expect(attempts.first().getByRole('cell', { name: '503', exact: true })).toBeVisible();

  await setLeadService(200);
  await page.getByRole('button', { name: 'Forward again' }).click();
  await expect(page.getByText('Status: Forwarded')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Forwarded' }).getByRole('cell', { name: '200', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Mark spam' }).click();
  await expect(page.getByText(/^Spam: Marked as spam by /)).toBeVisible();
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByRole('button', { name: 'Mark spam' })).toBeVisible();
  await expect(page.getByText(/^Spam: /)).toHaveCount(0);

  const others = page.getByRole('list', { name: "Same person's other leads" });
  await others.getByRole('link', { name: /^Newsletter/ }).click();
  await expect(page.getByRole('heading', { name: `Lead from ${email}` })).toBeVisible();
  await expect(page.getByRole('list', { name: "Same person's other leads" }).getByRole('link', { name: /^Get Started/ })).toBeVisible();

  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Erase every lead of ${email}?`);
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText(`2 leads of ${email} deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test('an address that names no lead says so', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/leads/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('No such lead: it may have been erased.');
  await page.getByRole('link', { name: 'All leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test("a script's lead: its script addresses dropped, its origin labelled as the browser's word, and unverified, not a person's (issue 40)", async ({ page }) => {
  const email = uniqueEmail('scripted');
  await submitLead({
    sheet_name: 'email_subscription',
    data: { email },
    attribution: { landing_page: 'javascript:alert(document.domain)', referrer: 'javascript:fetch("//evil.example")', page: 'https://vaani.ai/pricing' },
  });
  await signInAsLocalAdmin(page, `/admin/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: `Open the lead of ${email}` }).click();
  const source = page.getByLabel('Where it came from');
  await expect(source).toContainText('Sent from pagehttps://vaani.ai/pricing');
  await expect(source).toContainText('First landing pageNot recorded');
  await expect(source).toContainText('ReferrerNot recorded');
  await expect(source).not.toContainText('javascript:');
  await expect(source).toContainText('Request origin (as the browser stated it)');
  await expect(page.getByLabel('Checks')).toContainText("Unverified: it came without the form's checks");
});
