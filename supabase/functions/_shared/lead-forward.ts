import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from './env.ts';

/** A stored lead as the lead service receives it: the spec's {sheet_name, data}. */
export interface StoredLead {
  id: string;
  sheet_name: string;
  data: Record<string, unknown>;
}

const FORWARD_TIMEOUT_MS = 5_000;
/** How long a forward under way keeps the sweep off its lead; past it, a crashed forward is retried. */
export const FORWARD_LEASE_SECONDS = 30;

/** One post's outcome: the error (null once forwarded) and the lead service's HTTP status, if it answered. */
interface PostOutcome {
  failure: string | null;
  httpStatus: number | null;
}

async function postOnce(url: string, lead: StoredLead): Promise<PostOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      // The lead's id lets the lead service drop a copy it already has (a forward whose answer was lost).
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.id },
      body: JSON.stringify({ sheet_name: lead.sheet_name, data: lead.data }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { failure: response.ok ? null : `Lead service answered ${response.status}`, httpStatus: response.status };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error), httpStatus: null };
  }
}

/** One forward attempt of a stored lead, its outcome written onto the row and kept as an attempt; true once forwarded. */
export async function forwardLead(client: SupabaseClient, url: string, lead: StoredLead): Promise<boolean> {
  const { failure, httpStatus } = await postOnce(url, lead);
  // The retry policy, overridable in the functions' environment: the attempts before a lead is
  // failed (default 8, ~1 hour) and the first pause after a failed forward (doubling, default 30 s).
  const { data, error } = await client.rpc('record_lead_forward', {
    p_id: lead.id,
    p_error: failure,
    p_max_attempts: Number(env('LEAD_FORWARD_MAX_ATTEMPTS') ?? 8),
    p_base_seconds: Number(env('LEAD_RETRY_BASE_SECONDS') ?? 30),
    p_http_status: httpStatus,
  });
  if (error) console.error('[lead-forward] could not record the forward attempt', error.message);
  if (failure !== null) console.warn(`[lead-forward] ${lead.id} not forwarded (${String(data)}): ${failure}`);
  return failure === null;
}
