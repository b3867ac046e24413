import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from './env.ts';
import { HttpError, unavailable } from './http.ts';

/** Options every client a function makes shares: no stored session. */
export const FUNCTION_CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

/** A privileged client for this request only; the service-role key never leaves the function. */
export function serviceClient(): SupabaseClient {
  const url = env('SUPABASE_URL');
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !key) throw unavailable('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set for this function.');
  return createClient(url, key, FUNCTION_CLIENT_OPTIONS);
}

/** Only the operator's key opens what a scheduler or `npm run doctor` calls, never a browser's. */
export function requireServiceRole(req: Request, what: string): void {
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
  const bearer = req.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!serviceKey || bearer !== serviceKey) throw new HttpError(401, `${what} runs with the service role only.`);
}
