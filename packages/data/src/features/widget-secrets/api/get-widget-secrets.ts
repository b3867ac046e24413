import { getSupabase } from '../../../client/get-supabase.ts';

export interface WidgetSecrets {
  apiKey: string;
  agentId: string;
}

const NONE: WidgetSecrets = { apiKey: '', agentId: '' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The voice platform's public web key and agent id; both '' when they cannot be loaded. */
export async function getWidgetSecrets(): Promise<WidgetSecrets> {
  try {
    const { data, error } = await getSupabase().functions.invoke<Record<string, unknown>>('get-secrets', {
      body: { keys: ['VAPI_API_KEY', 'VAPI_AGENT_ID'] },
    });
    if (error || !data) {
      console.warn('[get-secrets] failed', error?.message);
      return NONE;
    }
    return { apiKey: text(data.VAPI_API_KEY), agentId: text(data.VAPI_AGENT_ID) };
  } catch (error) {
    console.warn('[get-secrets] failed', error);
    return NONE;
  }
}
