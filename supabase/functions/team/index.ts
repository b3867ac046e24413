import { isValidEmail } from '../_shared/validation/index.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '../_shared/env.ts';
import { rejectUnknownFields } from '../_shared/fields.ts';
import { HttpError, json, jsonHandler, readJsonObject, unavailable } from '../_shared/http.ts';
import { FUNCTION_CLIENT_OPTIONS, serviceClient } from '../_shared/service-client.ts';

const TEAM_ROLES = ['admin', 'editor', 'sales'] as const;
type TeamRole = (typeof TEAM_ROLES)[number];
const ROLE_NAMES: Record<TeamRole, string> = { admin: 'Admin', editor: 'Editor', sales: 'Sales' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Member {
  user_id: string;
  email: string;
  role: TeamRole;
  email_confirmed_at: string | null;
}

function field(body: Record<string, unknown>, key: string, max = 320): string {
  const value = body[key];
  if (typeof value !== 'string' || value.length > max) throw new HttpError(400, `${key} must be a string of at most ${max} characters.`);
  return value;
}

/**
 * The caller's own client (their JWT): RLS decides what it writes; the change log and invitation
 * name them. Only a live session (Auth checks it) of an admin (the database checks it) gets one.
 */
async function adminCaller(req: Request): Promise<{ caller: SupabaseClient; email: string }> {
  const url = env('SUPABASE_URL');
  const anonKey = env('SUPABASE_ANON_KEY');
  if (!url || !anonKey) throw unavailable('SUPABASE_URL and SUPABASE_ANON_KEY must be set for this function.');
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token || token === anonKey) throw new HttpError(401, 'Sign in as an admin to manage the team.');
  const caller = createClient(url, anonKey, { ...FUNCTION_CLIENT_OPTIONS, global: { headers: { Authorization: `Bearer ${token}` } } });
  const { data, error } = await caller.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, 'Your session has ended. Sign in again.');
  const admin = await caller.rpc('has_any_role', { _roles: ['admin'] });
  if (admin.error || admin.data !== true) throw new HttpError(403, 'Only admins can manage the team.');
  return { caller, email: data.user.email ?? '' };
}

/**
 * Invites a person by email with a role: Auth creates the account (no password yet) and mails the
 * link; the role is granted as the calling admin, so the activity log names them. Someone invited
 * earlier who never followed the link gets a fresh one (and the role asked for now).
 */
async function invite(req: Request, body: Record<string, unknown>): Promise<Response> {
  rejectUnknownFields(body, ['action', 'email', 'role', 'redirectTo'], 'body');
  const email = field(body, 'email').trim().toLowerCase();
  const role = field(body, 'role') as TeamRole;
  const redirectTo = field(body, 'redirectTo', 2048);
  if (!isValidEmail(email)) throw new HttpError(400, 'Enter a valid email address.');
  if (!TEAM_ROLES.includes(role)) throw new HttpError(400, 'role must be admin, editor or sales.');
  const { caller, email: inviter } = await adminCaller(req);
  const team = await caller.rpc('team_members');
  if (team.error) throw new HttpError(502, 'The team could not be read. Please try again.');
  const known = (team.data as Member[]).find((member) => member.email === email);
  if (known?.email_confirmed_at) throw new HttpError(409, `${email} already has access (${ROLE_NAMES[known.role]}).`);
  const service = serviceClient();
  // The mail's template (supabase/templates/invite.html) says who invited them and with which role.
  const { data, error } = await service.auth.admin.inviteUserByEmail(email, { redirectTo, data: { invited_by: inviter, role_name: ROLE_NAMES[role] } });
  if (error?.code === 'email_exists') throw new HttpError(409, `${email} already has an account.`);
  if (error?.status === 429) throw new HttpError(429, error.message);
  if (error || !data.user) {
    console.error('[team] invite failed', error);
    throw new HttpError(502, 'The invitation could not be sent. Please try again.');
  }
  const granted = known
    ? await caller.rpc('set_team_role', { p_user_id: data.user.id, p_role: role })
    : await caller.from('user_roles').insert({ user_id: data.user.id, role });
  if (granted.error) {
    if (!known) await service.auth.admin.deleteUser(data.user.id);
    throw new HttpError(400, granted.error.message);
  }
  return json(200, { user_id: data.user.id, email, role });
}

/**
 * Removes a person's access: their roles go as the calling admin (logged, and refused for the last
 * admin by the database), then their account, which ends every session and refresh token at once.
 */
async function remove(req: Request, body: Record<string, unknown>): Promise<Response> {
  rejectUnknownFields(body, ['action', 'userId'], 'body');
  const userId = field(body, 'userId', 36);
  if (!UUID.test(userId)) throw new HttpError(400, 'userId must be a user id.');
  const { caller } = await adminCaller(req);
  const revoked = await caller.from('user_roles').delete().eq('user_id', userId).select('id');
  if (revoked.error) throw new HttpError(revoked.error.code === '23514' ? 409 : 400, revoked.error.message);
  if (revoked.data.length === 0) throw new HttpError(404, 'This person has no access to remove.');
  const { error } = await serviceClient().auth.admin.deleteUser(userId);
  if (error) {
    console.error('[team] account removal failed', error);
    throw new HttpError(502, 'Access was removed, but the account could not be deleted. Please try again.');
  }
  return json(200, { removed: userId });
}

/** The team screen's operations that need Auth's admin API: invite and remove (admins only). */
export default jsonHandler('team', async (req) => {
  const body = await readJsonObject(req);
  if (body.action === 'invite') return invite(req, body);
  if (body.action === 'remove') return remove(req, body);
  throw new HttpError(400, 'action must be invite or remove.');
});
