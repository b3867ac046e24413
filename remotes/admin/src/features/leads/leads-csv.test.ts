import type { AdminLead, ExportedLead } from '@vaani/data';
import { describe, expect, it } from 'vitest';
import { inertCell, leadsCsv } from './leads-csv.ts';

const NOT_RECORDED = {
  landing_page: null,
  referrer: null,
  page: null,
  opener: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  gclid: null,
  fbclid: null,
  request_origin: null,
  consent_version: null,
  consent_at: null,
  consent_brand: null,
  verification: null,
  fill_ms: null,
  spam_reason: null,
  person_id: 'a',
  returning_of: null,
};

const lead = (data: AdminLead['data'], extra: Partial<ExportedLead> = {}): ExportedLead => ({
  ...NOT_RECORDED,
  id: 'a',
  form: 'callback',
  data,
  created_at: '2026-11-24T06:30:00.000Z',
  forward_status: 'failed',
  forward_attempts: 8,
  last_error: 'Lead service answered 503',
  ...extra,
});

describe('leads CSV', () => {
  it('makes every cell a spreadsheet could run inert', () => {
    expect(['=1+1', '+91981', '-2', '@SUM(A1)', '\t=1', '\r=1'].map(inertCell)).toEqual(["'=1+1", "'+91981", "'-2", "'@SUM(A1)", "'\t=1", "'\r=1"]);
    expect(inertCell('Asha')).toBe('Asha');
  });

  it('writes a header and one quoted row per lead, in India time', () => {
    const csv = leadsCsv([lead({ name: '=HYPERLINK("http://x","y")', email: 'a@b.in', phone_number: '+919812345678' })]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      '"Form","Name","Email","Phone","Phone (readable)","Received (IST)","Forward status","Attempts","Last error",' +
        '"Landing page","Referrer","Sent from page","Opened by","utm_source","utm_medium","utm_campaign","utm_term","utm_content","gclid","fbclid","Site",' +
        '"Consent version","Consent given (IST)","Spam because"',
    );
    expect(row).toBe(
      `"Callback","'=HYPERLINK(""http://x"",""y"")","a@b.in","'+919812345678","'+91 98123 45678","24 Nov 2026, 12:00 pm IST","Failed","8","Lead service answered 503",` +
        '"","","","","","","","","","","","","","",""',
    );
  });

  it('adds where the lead came from and what the person agreed to, formula-safe', () => {
    const csv = leadsCsv([
      lead(
        { email: 'a@b.in' },
        {
          landing_page: 'https://vaani.ai/pricing',
          referrer: 'https://www.google.com',
          page: 'https://vaani.ai/faq',
          opener: 'hero',
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_campaign: '=IMPORTXML("http://x","//a")',
          utm_term: '-ai agent',
          utm_content: '@banner',
          gclid: 'Cj0',
          fbclid: '+IwAR',
          request_origin: 'https://homes-partner.in',
          consent_version: 'callback-2026-11',
          consent_at: '2026-11-24T06:29:00.000Z',
          spam_reason: '=sent 0.2 s after the form appeared',
        },
      ),
    ]);
    const row = csv.split('\r\n')[1] ?? '';
    expect(row.endsWith(
      `"https://vaani.ai/pricing","https://www.google.com","https://vaani.ai/faq","hero","google","cpc","'=IMPORTXML(""http://x"",""//a"")","'-ai agent","'@banner","Cj0","'+IwAR","https://homes-partner.in","callback-2026-11","24 Nov 2026, 11:59 am IST","'=sent 0.2 s after the form appeared"`,
    )).toBe(true);
  });
});
