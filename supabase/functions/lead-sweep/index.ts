import { env } from '../_shared/env.ts';
import { json, jsonHandler, readJsonObject, unavailable } from '../_shared/http.ts';
import { FORWARD_LEASE_SECONDS, forwardLead, type StoredLead } from '../_shared/lead-forward.ts';
import { rejectUnknownFields } from '../_shared/fields.ts';
import { requireServiceRole, serviceClient } from '../_shared/service-client.ts';

const BATCH = 25;
/** One run stops taking new batches after this, well inside any scheduler's or runtime's limit. */
const RUN_BUDGET_MS = 20_000;

/**
 * Forwards every stored lead that is due: never forwarded (save_lead died or the lead service was
 * down) and past its backoff. Each is leased while tried: overlapping runs never send one twice.
 */
export default jsonHandler('lead-sweep', async (req) => {
  requireServiceRole(req, 'The lead sweep');
  rejectUnknownFields(await readJsonObject(req), [], 'body');
  const url = env('LEAD_FORWARD_URL');
  if (!url) return json(200, { forwarded: 0, failed: 0, note: 'LEAD_FORWARD_URL is not set; leads stay stored.' });
  const client = serviceClient();
  const started = Date.now();
  let forwarded = 0;
  let failed = 0;
  while (Date.now() - started < RUN_BUDGET_MS) {
    const { data, error } = await client.rpc('claim_due_leads', { p_limit: BATCH, p_lease_seconds: FORWARD_LEASE_SECONDS });
    if (error) throw unavailable('[lead-sweep] could not claim leads', error.message);
    const leads = (data ?? []) as StoredLead[];
    if (leads.length === 0) break;
    const outcomes = await Promise.all(leads.map((lead) => forwardLead(client, url, lead)));
    forwarded += outcomes.filter(Boolean).length;
    failed += outcomes.filter((ok) => !ok).length;
  }
  return json(200, { forwarded, failed });
});
