export interface WidgetKeys {
  apiKey: string;
  agentId: string;
}

const NO_KEYS: WidgetKeys = { apiKey: '', agentId: '' };

/**
 * The get-secrets lookup, written out here instead of importing @vaani/data so the loader stays a
 * few kilobytes: the launcher appears once this settles, long before React or Supabase load.
 * Any failure yields empty keys, and the panel then shows the missing-configuration notice.
 */
export async function fetchWidgetKeys(element: Element): Promise<WidgetKeys> {
  const url = element.getAttribute('supabase-url') || import.meta.env.VITE_SUPABASE_URL;
  const anonKey = element.getAttribute('supabase-anon-key') || import.meta.env.VITE_SUPABASE_ANON_KEY;
  try {
    const response = await fetch(`${String(url).replace(/\/+$/, '')}/functions/v1/get-secrets`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      body: JSON.stringify({ keys: ['VAPI_API_KEY', 'VAPI_AGENT_ID'] }),
    });
    if (!response.ok) return NO_KEYS;
    const body = (await response.json()) as { VAPI_API_KEY?: unknown; VAPI_AGENT_ID?: unknown };
    return {
      apiKey: typeof body.VAPI_API_KEY === 'string' ? body.VAPI_API_KEY : '',
      agentId: typeof body.VAPI_AGENT_ID === 'string' ? body.VAPI_AGENT_ID : '',
    };
  } catch {
    return NO_KEYS;
  }
}
