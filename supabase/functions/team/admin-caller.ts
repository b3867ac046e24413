import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '../_shared/env.ts';
import { HttpError } from '../_shared/http.ts';
import { FUNCTION_CLIENT_OPTIONS } from '../_shared/service-client.ts';

/**
 * The caller's own client (their JWT, the anon key): what it writes, row-level security decides and
 * the record of changes names them, and their address (an invitation names who sent it). Refuses unless the JWT belongs to a live session of an admin:
 * Auth checks the session (a removed person's token no longer has one), the database the role.
 */
export async function adminCaller(req: Request): Promise<{ caller: SupabaseClient; email: string }> {
  const url = env('SUPABASE_URL');
  const anonKey = env('SUPABASE_ANON_KEY');
  if (!url || !anonKey) {
    console.error('SUPABASE_URL and SUPABASE_ANON_KEY must be set for this function.');
    throw new HttpError(503, 'Service temporarily unavailable. Please try again later.');
  }
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token || token === anonKey) throw new HttpError(401, 'Sign in as an admin to manage the team.');
  const caller = createClient(url, anonKey, { ...FUNCTION_CLIENT_OPTIONS, global: { headers: { Authorization: `Bearer ${token}` } } });
  const { data, error } = await caller.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, 'Your session has ended. Sign in again.');
  const admin = await caller.rpc('has_any_role', { _roles: ['admin'] });
  if (admin.error || admin.data !== true) throw new HttpError(403, 'Only admins can manage the team.');
  return { caller, email: data.user.email ?? '' };
}
