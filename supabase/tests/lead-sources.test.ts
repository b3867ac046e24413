// Where leads come from (issue 26): lead_sources_by_day counts the last 30 days of India's
// calendar, each lead under one source, for admins and sales only. This file's database is its own,
// so the counts are exact.
import { beforeAll, describe, expect, it } from 'vitest';
import { backendForThisFile } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();

const SITE = 'https://vaani.ai';
const PARTNER = 'https://homes-partner.in';
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** India's calendar day `daysAgo` days before today, as YYYY-MM-DD. */
const indiaDay = (daysAgo: number) => new Date(Date.now() + IST_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** The instant `minutes` after midnight (India's time) of India's day `daysAgo` days ago. */
const atIndiaMidnight = (daysAgo: number, minutes = 0) =>
  new Date(Date.parse(`${indiaDay(daysAgo)}T00:00:00Z`) - IST_OFFSET_MS + minutes * 60_000).toISOString();

let counter = 0;
const lead = (created_at: string, attribution: Record<string, string> = {}) => ({
  sheet_name: 'email_subscription',
  data: { email: `source-${counter++}@example.in` },
  created_at,
  ...attribution,
});

interface DayRow {
  day: string;
  partner_site: number;
  campaign: number;
  referrer: number;
  direct: number;
}

const rowOf = (rows: DayRow[], daysAgo: number) => rows.find((row) => row.day === indiaDay(daysAgo));

beforeAll(async () => {
  const { error } = await backend()
    .service.from('leads')
    .insert([
      // Today: two from a campaign (one also referred: the campaign wins), one from a partner site
      // that also carried a campaign (the partner wins), one referred, one direct.
      lead(atIndiaMidnight(0, 60), { request_origin: SITE, utm_source: 'google', utm_campaign: 'diwali' }),
      lead(atIndiaMidnight(0, 61), { request_origin: SITE, utm_campaign: 'launch', referrer: 'https://www.google.com' }),
      lead(atIndiaMidnight(0, 62), { request_origin: PARTNER, utm_source: 'partner-mail' }),
      lead(atIndiaMidnight(0, 63), { request_origin: SITE, referrer: 'https://news.example' }),
      lead(atIndiaMidnight(0, 64), { request_origin: SITE }),
      // A click id alone names no campaign, as in the leads list: direct. Spam is never counted.
      lead(atIndiaMidnight(0, 65), { request_origin: SITE, gclid: 'abc' }),
      lead(atIndiaMidnight(0, 66), { request_origin: SITE, utm_source: 'google', spam_reason: 'Filled the hidden field' }),
      // 15 minutes after India's midnight is still the previous day in UTC: it counts today.
      lead(atIndiaMidnight(0, 15), { request_origin: PARTNER }),
      // 15 minutes before India's midnight: yesterday. A lead stored before attribution is direct.
      lead(atIndiaMidnight(0, -15)),
      // The first day of the 30 counts; the day before does not.
      lead(atIndiaMidnight(29, 600), { request_origin: SITE, utm_source: 'facebook' }),
      lead(atIndiaMidnight(30, 600), { request_origin: SITE, utm_source: 'facebook' }),
    ]);
  if (error) throw new Error(error.message);
});

describe('lead_sources_by_day', () => {
  it("counts 30 days of India's calendar, today last, each lead under one source", async () => {
    const { data, error } = await backend().clients.admin.rpc('lead_sources_by_day', { p_site_origin: SITE });
    expect(error).toBeNull();
    const rows = data as DayRow[];
    expect(rows).toHaveLength(30);
    expect(rows[0]?.day).toBe(indiaDay(29));
    expect(rows[29]?.day).toBe(indiaDay(0));
    expect(rowOf(rows, 0)).toEqual({ day: indiaDay(0), partner_site: 2, campaign: 2, referrer: 1, direct: 2 });
    expect(rowOf(rows, 1)).toEqual({ day: indiaDay(1), partner_site: 0, campaign: 0, referrer: 0, direct: 1 });
    expect(rowOf(rows, 29)).toEqual({ day: indiaDay(29), partner_site: 0, campaign: 1, referrer: 0, direct: 0 });
    const total = rows.reduce((sum, row) => sum + row.partner_site + row.campaign + row.referrer + row.direct, 0);
    expect(total).toBe(9);
  });

  it('counts a lead as from a partner site by comparing its origin with the site the caller names', async () => {
    const { data } = await backend().clients.admin.rpc('lead_sources_by_day', { p_site_origin: PARTNER });
    expect(rowOf(data as DayRow[], 0)).toEqual({ day: indiaDay(0), partner_site: 5, campaign: 1, referrer: 0, direct: 1 });
  });

  it('answers sales people too', async () => {
    const { data, error } = await backend().clients.sales.rpc('lead_sources_by_day', { p_site_origin: SITE });
    expect(error).toBeNull();
    expect(rowOf(data as DayRow[], 0)?.campaign).toBe(2);
  });

  it('refuses visitors, editors and signed-in people without a staff role', async () => {
    expect((await backend().clients.anon.rpc('lead_sources_by_day', { p_site_origin: SITE })).error?.code).toBe('42501');
    for (const role of ['editor', 'user'] as const) {
      const refused = await backend().clients[role].rpc('lead_sources_by_day', { p_site_origin: SITE });
      expect(refused.data).toBeNull();
      expect(refused.error?.message).toBe('Only admins and sales can see where leads come from');
    }
  });
});
