// GoTrue's invitation, recovery, verification, user update, admin update/delete and sign-out of
// other sessions, against the local auth and its mail catcher (a catcher of this file's own).
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { backendForThisFile, databaseForThisFile, linkIn, mailTo, makeClient } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();
const db = databaseForThisFile(backend);
const SITE = 'http://localhost:5173';
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.in`;

async function follow(link: string): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  return { status: response.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

async function invited(email: string) {
  const { data, error } = await backend().service.auth.admin.inviteUserByEmail(email, { redirectTo: `${SITE}/auth` });
  expect(error).toBeNull();
  return { user: data.user, link: linkIn(await mailTo(backend().server.mailUrl, email, 'You are invited to the Vaani AI admin')) };
}

async function recoveryRequest(email: string, from = backend().server.anonKey): Promise<{ status: number; body: string }> {
  const response = await fetch(`${backend().server.url}/auth/v1/recover?redirect_to=${encodeURIComponent(`${SITE}/auth`)}`, {
    method: 'POST',
    headers: { apikey: from, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return { status: response.status, body: await response.text() };
}

describe('invitations', () => {
  it('mails a link that signs the invited person in once, who then sets a password', async () => {
    const email = unique('Invited');
    const { user, link } = await invited(email);
    expect(user).toMatchObject({ email: email.toLowerCase(), email_confirmed_at: null, last_sign_in_at: null });
    expect(user?.invited_at).toEqual(expect.any(String));

    const { status, location, fragment } = await follow(link);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe(`${SITE}/auth`);
    expect(fragment.get('type')).toBe('invite');
    expect(fragment.get('token_type')).toBe('bearer');

    const client = makeClient(backend().server.url, backend().server.anonKey);
    const session = await client.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    expect(session.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await client.auth.updateUser({ password: 'invited-password-1' })).error).toBeNull();
    const again = makeClient(backend().server.url, backend().server.anonKey);
    expect((await again.auth.signInWithPassword({ email, password: 'invited-password-1' })).error).toBeNull();

    const reused = await follow(link);
    expect(Object.fromEntries(reused.fragment)).toEqual({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
  });

  it('says in words that an address with an account is already registered', async () => {
    const { error } = await backend().service.auth.admin.inviteUserByEmail(backend().emails.editor);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
    expect(error?.message).toBe('A user with this email address has already been registered');
  });

  it('sends a fresh link to someone invited again a minute later; the first one stops working', async () => {
    const email = unique('twice');
    const first = await invited(email);
    await fetch(`${backend().server.mailUrl}/api/messages`, { method: 'DELETE' });
    // One invitation per address per auth.email.max_frequency, so nobody's inbox can be flooded.
    const flood = await backend().service.auth.admin.inviteUserByEmail(email.toUpperCase(), { redirectTo: `${SITE}/auth` });
    expect(flood.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const minuteLater = Date.now() + 61_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => minuteLater);
    const second = await invited(email).finally(() => clock.mockRestore());
    expect(second.link).not.toBe(first.link);
    expect((await follow(first.link)).fragment.get('error_code')).toBe('otp_expired');
    expect((await follow(second.link)).fragment.get('type')).toBe('invite');
  });

  it('is for the service role only, and leads only to allowed addresses', async () => {
    for (const client of [backend().clients.anon, backend().clients.admin]) {
      const { error } = await client.auth.admin.inviteUserByEmail(unique('nope'));
      expect(error?.status).toBe(403);
    }
    const email = unique('elsewhere');
    await backend().service.auth.admin.inviteUserByEmail(email, { redirectTo: 'https://evil.example/steal' });
    const { location } = await follow(linkIn(await mailTo(backend().server.mailUrl, email, 'You are invited to the Vaani AI admin')));
    expect(location.origin).toBe(SITE);
  });

  it('refuses a link older than auth.email.otp_expiry', async () => {
    const email = unique('late');
    const { user, link } = await invited(email);
    await db().query(`update auth.one_time_tokens set created_at = now() - interval '2 hours' where user_id = $1`, [user?.id]);
    expect((await follow(link)).fragment.get('error_code')).toBe('otp_expired');
  });
});

describe('password recovery', () => {
  it('answers an unknown email exactly like a known one, and mails only the account', async () => {
    const known = await recoveryRequest(backend().emails.sales);
    const unknown = await recoveryRequest(unique('nobody'));
    expect(known).toEqual({ status: 200, body: '{}' });
    expect(unknown).toEqual(known);
    const mail = await mailTo(backend().server.mailUrl, backend().emails.sales, 'Reset your Vaani AI admin password');
    const token = new URL(linkIn(mail)).searchParams.get('token') ?? '';

    const client = makeClient(backend().server.url, backend().server.anonKey);
    const verified = await client.auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(backend().emails.sales);
    const spent = await makeClient(backend().server.url, backend().server.anonKey).auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(spent.error?.status).toBe(403);
    expect(spent.error?.message).toBe('Token has expired or is invalid');
  });

  it('limits requests per email, known or not, with the same words', async () => {
    const unknownEmail = unique('ghost');
    expect((await recoveryRequest(unknownEmail)).status).toBe(200);
    const again = await recoveryRequest(unknownEmail.toUpperCase());
    expect(again.status).toBe(429);
    expect(JSON.parse(again.body)).toMatchObject({ error_code: 'over_email_send_rate_limit', msg: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/) });
  });

  it('refuses a malformed email with a 4xx in words', async () => {
    const response = await recoveryRequest('not-an-email');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ msg: 'Unable to validate email address: invalid format' });
  });
});

describe('user updates', () => {
  async function signedInAs(email: string, password: string) {
    const client = makeClient(backend().server.url, backend().server.anonKey);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return { client, session: data.session };
  }

  it('changes the own password, refusing the same one, and signs out the other sessions', async () => {
    const email = unique('mover');
    const { data } = await backend().service.auth.admin.createUser({ email, password: 'first-password', email_confirm: true });
    const other = await signedInAs(email, 'first-password');
    const { client } = await signedInAs(email, 'first-password');
    const same = await client.auth.updateUser({ password: 'first-password' });
    expect(same.error?.code).toBe('same_password');
    expect((await client.auth.updateUser({ password: 'second-password', data: { name: 'Mover' } })).error).toBeNull();
    expect((await client.auth.getUser()).data.user).toMatchObject({ id: data.user?.id, user_metadata: { name: 'Mover' } });
    expect((await other.client.auth.refreshSession()).error?.status).toBe(400);
    expect((await signedInAs(email, 'second-password')).session).not.toBeNull();
  });

  it('signs out the other sessions only with scope=others', async () => {
    const email = unique('many');
    await backend().service.auth.admin.createUser({ email, password: 'many-password', email_confirm: true });
    const other = await signedInAs(email, 'many-password');
    const mine = await signedInAs(email, 'many-password');
    expect((await mine.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await mine.client.auth.getUser()).error).toBeNull();
    expect((await other.client.auth.refreshSession()).error?.status).toBe(400);
    const bad = await fetch(`${backend().server.url}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers: { apikey: backend().server.anonKey, authorization: `Bearer ${mine.session?.access_token}` },
    });
    expect(bad.status).toBe(400);
  });

  it('lets the service role update metadata and delete an account, which ends its sessions at once', async () => {
    const email = unique('leaver');
    const { data } = await backend().service.auth.admin.createUser({ email, password: 'leaver-password', email_confirm: true });
    const id = data.user?.id ?? '';
    const updated = await backend().service.auth.admin.updateUserById(id, { user_metadata: { team: 'sales' } });
    expect(updated.data.user?.user_metadata).toEqual({ team: 'sales' });
    const leaver = await signedInAs(email, 'leaver-password');
    const deleted = await backend().service.auth.admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect(deleted.data.user?.email).toBe(email);
    expect((await leaver.client.auth.refreshSession()).error?.status).toBe(400);
    const user = await fetch(`${backend().server.url}/auth/v1/user`, { headers: { apikey: backend().server.anonKey, authorization: `Bearer ${leaver.session?.access_token}` } });
    expect(user.status).toBe(403);
    expect((await backend().service.auth.admin.deleteUser(id)).error?.status).toBe(404);
    expect((await backend().clients.admin.auth.admin.deleteUser(backend().userId)).error?.status).toBe(403);
    const raw = await fetch(`${backend().server.url}/auth/v1/admin/users/${backend().userId}`, {
      method: 'DELETE',
      headers: { apikey: backend().server.anonKey, authorization: `Bearer ${backend().server.anonKey}` },
    });
    expect(raw.status).toBe(403);
  });

  it('refuses to delete the last admin, in words', async () => {
    const { error } = await backend().service.auth.admin.deleteUser(backend().adminId);
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('The last admin cannot be removed or demoted');
  });
});
