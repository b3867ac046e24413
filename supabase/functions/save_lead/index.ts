import { callerAddress } from '../_shared/caller-address.ts';
import { env } from '../_shared/env.ts';
import { HttpError, json, jsonHandler, readJsonObject } from '../_shared/http.ts';
import { enforceRateLimits } from '../_shared/rate-limit.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { forwardLead } from './forward.ts';
import { parseLead } from './lead.ts';
import { saveLeadLimits } from './limits.ts';

/** Stores a website lead first, then forwards it to the lead service when one is configured. */
export default jsonHandler('save_lead', async (req) => {
  const lead = parseLead(await readJsonObject(req));
  const client = serviceClient();
  await enforceRateLimits(client, saveLeadLimits(callerAddress(req)));
  const { data, error } = await client
    .from('leads')
    .insert({ sheet_name: lead.sheet_name, data: lead.data })
    .select('id')
    .single();
  if (error || !data) {
    console.error('[save_lead] could not store the lead', error?.message);
    throw new HttpError(503, 'Could not save your details right now. Please try again.');
  }
  const id = String(data.id);
  const forwardUrl = env('LEAD_FORWARD_URL');
  const forwarded = forwardUrl ? await forwardLead(client, forwardUrl, id, lead) : false;
  return json(201, { id, stored: true, forwarded });
});
