import { callerAddress } from '../_shared/caller-address.ts';
import { LEAD_BODY_MAX_BYTES, requestOrigin, storedAttribution, tidyAttribution } from './attribution.ts';
import { env } from '../_shared/env.ts';
import { HttpError, json, jsonHandler, readJsonObject } from '../_shared/http.ts';
import { FORWARD_LEASE_SECONDS, forwardLead } from '../_shared/lead-forward.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { judgeRequest } from '../_shared/spam-verdict.ts';
import { parseLead } from './lead.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The browser creates one key per lead and sends it with every retry (Idempotency-Key, an IETF
 * draft), so a lead whose answer was lost is never stored twice. Optional: no key, no deduplication.
 */
function readIdempotencyKey(req: Request): string | null {
  const key = req.headers.get('idempotency-key');
  if (key === null) return null;
  if (!UUID.test(key.trim())) throw new HttpError(400, 'Idempotency-Key must be a UUID.');
  return key.trim().toLowerCase();
}

interface StoredRow {
  id: string;
  duplicate: boolean;
  forwarded: boolean;
}

/**
 * Stores a website lead first (once per idempotency key), then tries to forward it to the lead
 * service once; a lead that was not forwarded is left to the lead-sweep function's retries.
 */
export default jsonHandler('save_lead', async (req) => {
  const key = readIdempotencyKey(req);
  const body = await readJsonObject(req, { maxBytes: LEAD_BODY_MAX_BYTES, tidy: tidyAttribution });
  const lead = parseLead(body, req.headers.get('lead-form'));
  const client = serviceClient();
  const address = callerAddress(req);
  // Generous enough for a family behind one router filling every form, tight enough to stop a flood.
  await enforceRateLimits(client, [{ key: `save_lead:address:${address}`, limit: 60, windowSeconds: 600 }]);
  const verdict = await judgeRequest(body.bot_check, body.turnstile_token, address);
  const { data, error } = await client
    .rpc('store_lead', {
      p_sheet_name: lead.sheet_name,
      p_data: lead.data,
      p_idempotency_key: key,
      p_lease_seconds: FORWARD_LEASE_SECONDS,
      p_form: lead.form,
      p_attribution: storedAttribution(lead.attribution, requestOrigin(req)),
      p_consent: lead.consent ?? {},
      p_spam_reason: verdict.spamReason,
      p_verification: verdict.verification,
      p_fill_ms: verdict.fillMs,
    })
    .single<StoredRow>();
  if (error || !data) {
    console.error('[save_lead] could not store the lead', error?.message);
    throw new HttpError(503, 'Could not save your details right now. Please try again.');
  }
  const id = String(data.id);
  // A retry of a lead already stored: the first request owns its forward (or the sweep does).
  if (data.duplicate) return json(200, { id, stored: true, duplicate: true, forwarded: data.forwarded });
  // Spam gets the answer a person would get (stored, not yet forwarded) and is never forwarded.
  if (verdict.spamReason !== null) return json(201, { id, stored: true, forwarded: false });
  const forwardUrl = env('LEAD_FORWARD_URL');
  const forwarded = forwardUrl ? await forwardLead(client, forwardUrl, { id, sheet_name: lead.sheet_name, data: lead.data }) : false;
  return json(201, { id, stored: true, forwarded });
});
