import { env } from '../_shared/env.ts';
import { HttpError } from '../_shared/http.ts';

const DEFAULT_BASE_URL = 'https://api.vapi.ai';
const PLATFORM_TIMEOUT_MS = 10_000;

export interface PlatformConfig {
  baseUrl: string;
  privateKey: string;
  assistantId: string;
  phoneNumberId: string;
}

/**
 * null when no platform key is configured at all (local runs): the caller then answers with a
 * dry run. A key without its agent or number is a broken deployment and is refused loudly.
 */
export function readPlatformConfig(): PlatformConfig | null {
  const privateKey = env('VAPI_PRIVATE_KEY');
  if (!privateKey) return null;
  const assistantId = env('VAPI_AGENT_ID');
  const phoneNumberId = env('VAPI_PHONE_NUMBER_ID');
  if (!assistantId || !phoneNumberId) {
    const missing = [!assistantId && 'VAPI_AGENT_ID', !phoneNumberId && 'VAPI_PHONE_NUMBER_ID'].filter(Boolean);
    console.error(`[demo-call] VAPI_PRIVATE_KEY is set but ${missing.join(' and ')} is not.`);
    throw new HttpError(503, 'Demo calls are not available right now. Please try again later.');
  }
  return { baseUrl: env('VAPI_BASE_URL') ?? DEFAULT_BASE_URL, privateKey, assistantId, phoneNumberId };
}

/** Asks the voice platform to ring the visitor; returns the platform's call id. */
export async function placePhoneCall(config: PlatformConfig, number: string, name: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/call/phone`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.privateKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        assistantId: config.assistantId,
        phoneNumberId: config.phoneNumberId,
        customer: { number, name },
      }),
      signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('[demo-call] voice platform unreachable', error);
    throw new HttpError(502, 'The voice platform could not be reached. Please try again.');
  }
  if (!response.ok) {
    console.error(`[demo-call] voice platform answered ${response.status}`, (await response.text()).slice(0, 500));
    throw new HttpError(502, 'The voice platform could not place the call. Please try again.');
  }
  const id = ((await response.json().catch(() => null)) as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}
