// Where leads come from (issue 26), against the site as `npm start` serves it: the dashboard draws
// leads per day and per source as charts, and the leads this test stores raise the counts it shows
// by exactly their number. The chart library loads on the dashboard only.
import { serviceKey, supabaseUrl } from '../auth/support/users.ts';
import { uniqueEmail } from '../forms/support/stored-leads.ts';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { signInAsLocalAdmin } from './support/admin-session.ts';

const SITE = 'http://localhost:5173';
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Noon in India, 20 days ago: well inside the 30 days, on a day no other test writes to. */
const leadDay = new Date(Date.parse(`${new Date(Date.now() + IST_OFFSET_MS - 20 * DAY_MS).toISOString().slice(0, 10)}T12:00:00Z`) - IST_OFFSET_MS);
/** The day as the dashboard's table names it: 'Thu, 6 Nov'. */
const dayName = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(leadDay);

const stored: string[] = [];
const ATTRIBUTION_COLUMNS = ['request_origin', 'referrer', 'utm_source', 'utm_campaign', 'spam_reason'];

/** Stores leads as save_lead would have, on `leadDay`, already forwarded so the sweep leaves them be. */
async function storeLeads(...attributions: Record<string, string>[]) {
  const key = serviceKey();
  const rows = attributions.map((attribution) => ({
    sheet_name: 'email_subscription',
    form: 'newsletter',
    data: { email: uniqueEmail('source') },
    created_at: leadDay.toISOString(),
    forwarded_at: leadDay.toISOString(),
    // One insert of many rows wants the same columns in each.
    ...Object.fromEntries(ATTRIBUTION_COLUMNS.map((column) => [column, attribution[column] ?? null])),
  }));
  const response = await fetch(`${supabaseUrl()}/rest/v1/leads?select=id`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
    body: JSON.stringify(rows),
  });
  expect(response.status).toBe(201);
  stored.push(...((await response.json()) as { id: string }[]).map((row) => row.id));
}

test.afterAll(async () => {
  const key = serviceKey();
  await fetch(`${supabaseUrl()}/rest/v1/leads?id=in.(${stored.join(',')})`, { method: 'DELETE', headers: { apikey: key, Authorization: `Bearer ${key}` } });
});

/** The count a chart's table gives for one row ('Thu, 6 Nov', 'Campaign'). */
async function countIn(figure: Locator, rowName: string): Promise<number> {
  const row = figure.getByRole('row', { name: new RegExp(`^${rowName} \\d+$`) });
  return Number(await row.getByRole('cell').textContent());
}

const figures = (page: Page) => ({
  perDay: page.getByRole('figure', { name: 'Leads per day, last 30 days' }),
  bySource: page.getByRole('figure', { name: 'Leads by source, last 30 days' }),
});

async function countsOn(page: Page) {
  const { perDay, bySource } = figures(page);
  await expect(perDay).toBeVisible();
  return {
    day: await countIn(perDay, dayName),
    campaign: await countIn(bySource, 'Campaign'),
    referrer: await countIn(bySource, 'Referrer'),
    partner: await countIn(bySource, 'Partner site'),
    direct: await countIn(bySource, 'Direct'),
  };
}

/** The chart code's chunk, as the admin remote's build names it. */
const isChartChunk = (url: string) => /\/lead-charts-[^/]*\.js$/.test(url);

test('an admin sees leads per day and per source as charts, counting the leads just stored', async ({ page }) => {
  await storeLeads({ request_origin: SITE });
  const chartChunks: string[] = [];
  page.on('request', (request) => {
    if (isChartChunk(request.url())) chartChunks.push(request.url());
  });

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A public page never loads the chart code.
  expect(chartChunks).toEqual([]);

  await signInAsLocalAdmin(page);
  const before = await countsOn(page);
  expect(chartChunks).toHaveLength(1);

  await storeLeads(
    { request_origin: SITE, utm_source: 'google', utm_campaign: 'diwali-offers' },
    { request_origin: SITE, utm_campaign: 'test-launch' },
    { request_origin: 'https://homes-partner.example', utm_source: 'partner-newsletter' },
    { request_origin: SITE, referrer: 'https://news.example' },
    { request_origin: SITE },
    // Held as spam: never counted.
    { request_origin: SITE, utm_source: 'google', spam_reason: 'Sent too fast' },
  );
  await page.reload();
  await expect.poll(() => countsOn(page)).toEqual({
    day: before.day + 5,
    campaign: before.campaign + 2,
    referrer: before.referrer + 1,
    partner: before.partner + 1,
    direct: before.direct + 1,
  });
  const { perDay, bySource } = figures(page);
  // Drawn: a bar for every day with leads (this one at least) and one for every source with leads.
  await expect(perDay.locator('.visx-bar').first()).toBeVisible();
  await expect(bySource.locator('.visx-bar')).toHaveCount(4);
  await expect(page.getByText(/^\d+ leads? in the last 30 days\. By source: Campaign \d+, Referrer \d+, Partner site \d+, Direct \d+\.$/)).toBeVisible();

  // Another admin screen, opened on its own, loads no chart code either.
  const leadsScreen = await page.context().newPage();
  const elsewhere: string[] = [];
  leadsScreen.on('request', (request) => {
    if (isChartChunk(request.url())) elsewhere.push(request.url());
  });
  await leadsScreen.goto('/admin/leads');
  await expect(leadsScreen.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(leadsScreen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(elsewhere).toEqual([]);
});
