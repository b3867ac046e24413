// Test-only wiring: a throwaway local Supabase, clients for it, and helpers to call a handler
// directly with web-standard Requests. Never imported by a function.
import type { SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../index.ts';
import { makeClient } from './backend.ts';

export interface Stack {
  local: LocalSupabase;
  admin: SupabaseClient;
  anon: SupabaseClient;
}

const PLATFORM_VARIABLES = ['VAPI_PRIVATE_KEY', 'VAPI_PUBLIC_KEY', 'VAPI_AGENT_ID', 'VAPI_PHONE_NUMBER_ID', 'VAPI_BASE_URL', 'LEAD_FORWARD_URL'];

/** Starts a fresh in-memory stack and points the handlers' environment at it. */
export async function startStack(): Promise<Stack> {
  for (const name of PLATFORM_VARIABLES) delete process.env[name];
  const local = await startLocalSupabase();
  process.env.SUPABASE_URL = local.url;
  process.env.SUPABASE_SERVICE_ROLE_KEY = local.serviceKey;
  return { local, admin: makeClient(local.url, local.serviceKey), anon: makeClient(local.url, local.anonKey) };
}

let addressCounter = 0;

/** A caller address no other test uses, so rate limits of one test never leak into another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

export function post(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-forwarded-for': freshAddress(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function readJson(response: Response): Promise<Record<string, unknown>> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) throw new Error(`Expected a JSON response, got '${type}'`);
  return (await response.json()) as Record<string, unknown>;
}
