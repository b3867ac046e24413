import type { AdminLead } from '@vaani/data';
import { describe, expect, it } from 'vitest';
import { inertCell, leadsCsv } from './leads-csv.ts';

const lead = (data: AdminLead['data'], extra: Partial<AdminLead> = {}): AdminLead => ({
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
    expect(header).toBe('"Form","Name","Email","Phone","Phone (readable)","Received (IST)","Forward status","Attempts","Last error"');
    expect(row).toBe(
      `"Callback","'=HYPERLINK(""http://x"",""y"")","a@b.in","'+919812345678","'+91 98123 45678","24 Nov 2026, 12:00 pm IST","Failed","8","Lead service answered 503"`,
    );
  });
});
