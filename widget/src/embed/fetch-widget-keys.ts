import { invokeFunction } from '@vaani/data/functions';
import { backendOf } from '../embed-contract.ts';

export interface WidgetKeys {
  apiKey: string;
  agentId: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The get-secrets lookup, with the dependency-free functions client so the loader stays a few
 * kilobytes: the launcher appears once this settles, long before React loads. Any failure yields
 * empty keys, and the panel then shows the missing-configuration notice.
 */
export async function fetchWidgetKeys(element: Element): Promise<WidgetKeys> {
  const { data } = await invokeFunction<{ VAPI_API_KEY?: unknown; VAPI_AGENT_ID?: unknown } | null>(
    backendOf(element),
    'get-secrets',
    { keys: ['VAPI_API_KEY', 'VAPI_AGENT_ID'] },
  );
  return { apiKey: text(data?.VAPI_API_KEY), agentId: text(data?.VAPI_AGENT_ID) };
}
