// Leads in the admin, against the site as `npm start` serves it, forwarding to the lead-service
// stand-in (playwright.config.ts): a lead shows in the list, a failed one is forwarded again once,
// the CSV holds the filter with formula cells made inert, and no one but an admin sees a lead.
import { readFileSync } from 'node:fs';
import { MEMBER, ensureMember, supabaseUrl } from '../auth/support/users.ts';
import { uniqueEmail } from '../forms/support/stored-leads.ts';
import { localSupabase } from '../support/local-supabase.ts';
import { expect, test, type Page } from '../support/test.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';
import { LEAD_SERVICE, setLeadService, submitLead } from './support/leads.ts';


const received = async () => (await (await fetch(`${LEAD_SERVICE}/received`)).json()) as { key: string; status: number; body: { data: { email?: string } } }[];


const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test.afterEach(async () => {
  await setLeadService(200);
});

test('a newsletter lead from the public site appears in the list within 5 s, forwarded', async ({ page }) => {
  await signInAsLocalAdmin(page, '/admin/leads');
  const email = uniqueEmail('listed');
  // The inbox is open on the address before the lead exists, as sales would have it open all day.
  await page.getByLabel('Search by email or phone').fill(email);
  await expect(page.getByText('No leads match.')).toBeVisible();
  const visitor = await page.context().newPage();
  await visitor.goto('/pricing');
  await visitor.locator('footer').scrollIntoViewIfNeeded();
  // At a person's pace: a form sent the instant it appeared is held as spam (lead-spam.spec.ts).
  await visitor.locator('footer').getByLabel('Email address').pressSequentially(email, { delay: 50 });
  await visitor.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
  await expect(visitor.locator('footer').getByText('Successfully subscribed!')).toBeVisible();
  const submitted = Date.now();
  await visitor.close();

  const row = rowOf(page, email);
  await expect(row).toBeVisible({ timeout: 5000 - (Date.now() - submitted) });
  await expect(row.getByRole('cell', { name: 'Newsletter' })).toBeVisible();
  await expect(row.getByText('Forwarded')).toBeVisible({ timeout: 10_000 });
});

test('with the lead service down a lead shows failed; once it is back, Forward again delivers it once', async ({ page }) => {
  await setLeadService(503);
  const email = uniqueEmail('unlucky');
  await submitLead({ sheet_name: 'calling_leads', data: { name: 'Asha Rao', email, phone_number: '+919812345678' } }, 'callback');
  await signInAsLocalAdmin(page, `/admin/leads?q=${encodeURIComponent(email)}`);
  const row = rowOf(page, email);
  await expect(row.getByText('Failed')).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('2 attempts')).toBeVisible();
  await expect(row.getByText('Last error: Lead service answered 503')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Callback' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '+91 98123 45678' })).toBeVisible();

  await setLeadService(200);
  await row.getByRole('button', { name: `Forward again ${email}` }).click();
  await expect(row.getByText('Forwarded')).toBeVisible({ timeout: 15_000 });
  const deliveries = (await received()).filter((entry) => entry.body?.data?.email === email);
  expect(deliveries.map((entry) => entry.status)).toEqual([503, 503, 200]);
  expect(new Set(deliveries.map((entry) => entry.key)).size).toBe(1);
  await expect(row.getByRole('button', { name: `Forward again ${email}` })).toHaveCount(0);
});

test('the CSV holds every lead of the filter, with formula cells made inert', async ({ page }) => {
  const email = uniqueEmail('csv');
  await submitLead({
    sheet_name: 'confirmed_lead',
    data: { name: '=HYPERLINK("http://evil.example","x")', email, phone_number: '+919812345678' },
    attribution: { landing_page: 'http://localhost:5173/pricing', utm_source: 'google', utm_campaign: '=cmd|calc', opener: 'call-to-action' },
    consent: { version: 'get-started-2026-11', agreed_at: new Date().toISOString() },
  });
  await signInAsLocalAdmin(page, `/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(rowOf(page, email)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Get Started","'=HYPERLINK(""http://evil.example"",""x"")","${email}","'+919812345678","'+91 98123 45678"`);
  expect(lines[0]).toContain('"Landing page","Referrer","Sent from page","Opened by","utm_source","utm_medium","utm_campaign"');
  expect(lines[1]).toContain(`"http://localhost:5173/pricing","","","call-to-action","google","","'=cmd|calc"`);
  expect(lines[1]).toContain('"get-started-2026-11"');
});

test('a signed-in non-admin sees no lead', async ({ page }) => {
  await ensureMember();
  await page.goto('/auth');
  const card = page.getByRole('region', { name: 'Sign in' });
  await card.getByLabel('Email').fill(MEMBER.email);
  await card.getByLabel('Password').fill(MEMBER.password);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The admin area sends them home: no list, no row.
  await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toHaveCount(0);
  await expect(page.getByRole('row')).toHaveCount(0);
  // And the database itself answers no row to their token.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : '';
  });
  const { anonKey } = localSupabase();
  const rows = await (await fetch(`${supabaseUrl()}/rest/v1/leads?select=id`, { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } })).json();
  expect(token).not.toBe('');
  expect(rows).toEqual([]);
});

test('an admin erases every lead of one person in one confirmed step, told the count in words', async ({ page }) => {
  const email = uniqueEmail('erase-me');
  const other = uniqueEmail('keep-me');
  await submitLead({ sheet_name: 'email_subscription', data: { email } });
  await submitLead({ sheet_name: 'calling_leads', data: { name: 'Priya', email, phone_number: '+919812345001' } }, 'callback');
  await submitLead({ sheet_name: 'confirmed_lead', data: { name: 'Priya', email: email.toUpperCase(), phone_number: '+919812345002' } });
  await submitLead({ sheet_name: 'email_subscription', data: { email: other } });
  await signInAsLocalAdmin(page, '/admin/leads');
  await page.getByLabel('Search by email or phone').fill(email.slice(0, 25));
  // Row text matching ignores case: the upper-case address is one of the three.
  await expect(rowOf(page, email)).toHaveCount(3);

  const erase = page.getByRole('form', { name: 'Erase a person' });
  await erase.getByLabel('Email or phone of the person').fill(email);
  await erase.getByRole('button', { name: 'Erase leads' }).click();
  const confirm = page.getByRole('dialog', { name: `Erase every lead of ${email}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rowOf(page, email)).toHaveCount(3);

  await erase.getByRole('button', { name: 'Erase leads' }).click();
  await page.getByRole('dialog', { name: `Erase every lead of ${email}?` }).getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText(`3 leads of ${email} deleted`)).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);
  await page.getByLabel('Search by email or phone').fill(other);
  await expect(rowOf(page, other)).toHaveCount(1);
});
