// The team screen's backend: team_members and set_team_role in the database, and the `team` edge
// function (invite, remove) that alone uses Auth's admin API, for admins only.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { backendForThisFile, databaseForThisFile, linkIn, mailTo, makeClient } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();
const db = databaseForThisFile(backend);
const REDIRECT = 'http://localhost:5173/auth';
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.in`;

async function team(client: SupabaseClient, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data: session } = await client.auth.getSession();
  const token = session.session?.access_token ?? backend().server.anonKey;
  const response = await fetch(`${backend().server.url}/functions/v1/team`, {
    method: 'POST',
    headers: { apikey: backend().server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function memberOf(email: string) {
  const { data, error } = await backend().clients.admin.rpc('team_members');
  if (error) throw error;
  return (data as { email: string; role: string }[]).find((member) => member.email === email);
}

async function activeMember(role: 'editor' | 'sales' | 'admin') {
  const email = unique(role);
  const invited = await team(backend().clients.admin, { action: 'invite', email, role, redirectTo: REDIRECT });
  expect(invited.status).toBe(200);
  const link = linkIn(await mailTo(backend().server.mailUrl, email, 'You are invited to the Vaani AI admin'));
  const fragment = new URLSearchParams(new URL((await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '').hash.slice(1));
  const client = makeClient(backend().server.url, backend().server.anonKey);
  await client.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
  return { email, id: String(invited.body.user_id), client };
}

describe('team', () => {
  it('invites by email with a role; the person is listed as invited until they follow the link', async () => {
    const email = unique('Writer');
    const invited = await team(backend().clients.admin, { action: 'invite', email, role: 'editor', redirectTo: REDIRECT });
    expect(invited).toEqual({ status: 200, body: { user_id: expect.any(String), email: email.toLowerCase(), role: 'editor' } });
    expect(await memberOf(email.toLowerCase())).toMatchObject({ role: 'editor', invited_at: expect.any(String), email_confirmed_at: null, last_sign_in_at: null });
    const logged = await db().query(`select actor_id::text, action, after ->> 'role' as role from public.change_log where table_name = 'user_roles' and row_id = (select id::text from public.user_roles where user_id = $1)`, [invited.body.user_id]);
    expect(logged.rows).toEqual([{ actor_id: backend().adminId, action: 'insert', role: 'editor' }]);

    const { client } = await activeMember('sales');
    expect((await client.auth.getUser()).data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('mails the invitation in our words: who invited them, to what, with which role and for how long', async () => {
    const email = unique('welcome');
    expect((await team(backend().clients.admin, { action: 'invite', email, role: 'editor', redirectTo: REDIRECT })).status).toBe(200);
    const mail = await mailTo(backend().server.mailUrl, email, 'You are invited to the Vaani AI admin');
    expect(mail.text).toContain(`${backend().emails.admin} invited you to the Vaani AI admin as Editor.`);
    expect(mail.text).toContain('The link works once, for one hour.');
    // Every address ends its line: no full stop or bracket a mail client could take into a link.
    expect(mail.text).toMatch(/^https?:\/\/\S+\/auth\/v1\/verify\?\S*[^\s.)]$/m);
    expect(mail.text).toMatch(/^The admin is at http:\/\/localhost:5173$/m);
  });

  it('says in words that an address already has access', async () => {
    const again = await team(backend().clients.admin, { action: 'invite', email: backend().emails.editor.toUpperCase(), role: 'sales', redirectTo: REDIRECT });
    expect(again).toEqual({ status: 409, body: { error: `${backend().emails.editor} already has access (Editor).` } });
  });

  it('is for admins only, and refuses bad input in words', async () => {
    expect((await team(backend().clients.editor, { action: 'invite', email: unique('x'), role: 'sales', redirectTo: REDIRECT })).status).toBe(403);
    expect((await team(backend().clients.anon, { action: 'remove', userId: backend().ids.sales })).status).toBe(401);
    expect(await team(backend().clients.admin, { action: 'invite', email: 'nope', role: 'sales', redirectTo: REDIRECT })).toEqual({ status: 400, body: { error: 'Enter a valid email address.' } });
    expect((await team(backend().clients.admin, { action: 'invite', email: unique('x'), role: 'owner', redirectTo: REDIRECT })).status).toBe(400);
    expect((await team(backend().clients.admin, { action: 'promote' })).status).toBe(400);
    expect((await backend().clients.editor.rpc('team_members')).error?.code).toBe('42501');
  });

  it("changes a role as one logged change, effective on the person's next request", async () => {
    const member = await activeMember('editor');
    expect((await member.client.from('leads').select('id').limit(1)).data).toEqual([]);
    expect((await backend().clients.admin.rpc('set_team_role', { p_user_id: member.id, p_role: 'sales' })).error).toBeNull();
    expect((await memberOf(member.email))?.role).toBe('sales');
    const update = await member.client.from('case_studies').insert({ title: 'Not mine any more', slug: `no-${randomUUID().slice(0, 6)}` });
    expect(update.error?.code).toBe('42501');
    const logged = await db().query(`select actor_id::text, before ->> 'role' as before, after ->> 'role' as after from public.change_log where table_name = 'user_roles' and action = 'update' and after ->> 'user_id' = $1`, [member.id]);
    expect(logged.rows).toEqual([{ actor_id: backend().adminId, before: 'editor', after: 'sales' }]);
    expect((await backend().clients.editor.rpc('set_team_role', { p_user_id: member.id, p_role: 'admin' })).error?.code).toBe('42501');
  });

  it('never demotes or removes the last admin', async () => {
    const demote = await backend().clients.admin.rpc('set_team_role', { p_user_id: backend().adminId, p_role: 'editor' });
    expect(demote.error?.message).toBe('The last admin cannot be removed or demoted');
    expect(await team(backend().clients.admin, { action: 'remove', userId: backend().adminId })).toEqual({ status: 409, body: { error: 'The last admin cannot be removed or demoted' } });
    expect((await memberOf(backend().emails.admin))?.role).toBe('admin');
  });

  it('counts an invitation nobody has accepted yet as no admin', async () => {
    const pending = await team(backend().clients.admin, { action: 'invite', email: unique('pending-admin'), role: 'admin', redirectTo: REDIRECT });
    expect(pending.status).toBe(200);
    const demote = await backend().clients.admin.rpc('set_team_role', { p_user_id: backend().adminId, p_role: 'editor' });
    expect(demote.error?.message).toBe('The last admin cannot be removed or demoted');
    expect(await team(backend().clients.admin, { action: 'remove', userId: backend().adminId })).toEqual({ status: 409, body: { error: 'The last admin cannot be removed or demoted' } });
    expect((await memberOf(backend().emails.admin))?.role).toBe('admin');
    expect((await team(backend().clients.admin, { action: 'remove', userId: pending.body.user_id })).status).toBe(200);
  });

  it('removes access: the roles go (logged), the account and every session end at once', async () => {
    const member = await activeMember('editor');
    const removed = await team(backend().clients.admin, { action: 'remove', userId: member.id });
    expect(removed).toEqual({ status: 200, body: { removed: member.id } });
    expect(await memberOf(member.email)).toBeUndefined();
    expect((await member.client.auth.refreshSession()).error?.status).toBe(400);
    expect((await member.client.from('case_studies').insert({ title: 'Gone', slug: `gone-${randomUUID().slice(0, 6)}` })).error?.code).toBe('42501');
    const logged = await db().query(`select actor_id::text from public.change_log where table_name = 'user_roles' and action = 'delete' and before ->> 'user_id' = $1`, [member.id]);
    expect(logged.rows).toEqual([{ actor_id: backend().adminId }]);
    expect((await team(backend().clients.admin, { action: 'remove', userId: member.id })).status).toBe(404);
  });
});
