// Leads as the site's forms send them, and the lead-service stand-in they are forwarded to
// (playwright.config.ts, port 5189), for the suites of the admin's leads screens.
import { localSupabase } from '../../support/local-supabase.ts';
import { expect } from '../../support/test.ts';

export const LEAD_SERVICE = 'http://127.0.0.1:5189';

/** Makes the stand-in answer every forward with `status` (503: the lead service is down). */
export const setLeadService = (status: number) => fetch(`${LEAD_SERVICE}/status`, { method: 'POST', body: JSON.stringify({ status }) });

/** A lead as the site's forms send it, through the public save_lead function. */
export async function submitLead(body: unknown, form?: string) {
  const { url, anonKey } = localSupabase();
  const response = await fetch(`${url}/functions/v1/save_lead`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
      ...(form ? { 'Lead-Form': form } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}
