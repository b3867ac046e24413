import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lead } from './lead.ts';

export const FORWARD_ATTEMPTS = 3;
const FORWARD_TIMEOUT_MS = 5_000;
const BACKOFF_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postOnce(url: string, lead: Lead): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (response.ok) return null;
    return `Lead service answered ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Hands a stored lead to the external lead service, retrying with growing pauses, and writes
 * every attempt's outcome onto the lead's row. The row exists before this runs, so a lead
 * service outage never loses a lead: unforwarded rows stay queryable for a later replay.
 */
export async function forwardLead(client: SupabaseClient, url: string, id: string, lead: Lead): Promise<boolean> {
  for (let attempt = 1; attempt <= FORWARD_ATTEMPTS; attempt += 1) {
    const failure = await postOnce(url, lead);
    const { error } = await client
      .from('leads')
      .update({
        forward_attempts: attempt,
        last_error: failure,
        ...(failure === null ? { forwarded_at: new Date().toISOString() } : {}),
      })
      .eq('id', id);
    if (error) console.error('[save_lead] could not record the forward attempt', error.message);
    if (failure === null) return true;
    console.warn(`[save_lead] forward attempt ${attempt} failed: ${failure}`);
    if (attempt < FORWARD_ATTEMPTS) await wait(BACKOFF_MS * 2 ** (attempt - 1));
  }
  return false;
}
