// The GoTrue subset the site uses: password sign-in, session refresh, current user, sign-out.
import { describe, expect, it } from 'vitest';
import { backendForThisFile, makeClient } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();

describe('auth', () => {
  it('signs in with a password and returns a one-hour session for the user', async () => {
    const client = makeClient(backend().server.url, backend().server.anonKey);
    const { data, error } = await client.auth.signInWithPassword({ email: backend().emails.admin, password: backend().password });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(backend().emails.admin);
    expect(data.session?.expires_in).toBe(3600);
    const claims = JSON.parse(Buffer.from(data.session?.access_token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: backend().adminId, role: 'authenticated', email: backend().emails.admin, aud: 'authenticated' });
    expect(typeof claims.session_id).toBe('string');
    expect((await client.auth.getUser()).data.user?.id).toBe(backend().adminId);
    expect((await client.auth.getSession()).data.session?.user.id).toBe(backend().adminId);
  });

  it('refuses a wrong password the way GoTrue does', async () => {
    const client = makeClient(backend().server.url, backend().server.anonKey);
    const { data, error } = await client.auth.signInWithPassword({ email: backend().emails.user, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.name).toBe('AuthApiError');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.code).toBe('invalid_credentials');
    const unknown = await client.auth.signInWithPassword({ email: 'nobody@example.in', password: 'whatever1' });
    expect(unknown.error?.message).toBe('Invalid login credentials');
  });

  it('rotates refresh tokens: the new one works, the spent one is refused', async () => {
    const client = makeClient(backend().server.url, backend().server.anonKey);
    const { data } = await client.auth.signInWithPassword({ email: backend().emails.user, password: backend().password });
    const first = data.session?.refresh_token ?? '';
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first);
    expect(refreshed.data.user?.id).toBe(backend().userId);
    const replay = await makeClient(backend().server.url, backend().server.anonKey).auth.refreshSession({ refresh_token: first });
    expect(replay.error?.status).toBe(400);
    expect(replay.error?.message).toMatch(/Invalid Refresh Token/);
  });

  it('signs out: the session and its refresh token stop working', async () => {
    const client = makeClient(backend().server.url, backend().server.anonKey);
    const { data } = await client.auth.signInWithPassword({ email: backend().emails.user, password: backend().password });
    const token = data.session?.access_token ?? '';
    const refresh = data.session?.refresh_token ?? '';
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const user = await fetch(`${backend().server.url}/auth/v1/user`, { headers: { apikey: backend().server.anonKey, authorization: `Bearer ${token}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });
    const replay = await makeClient(backend().server.url, backend().server.anonKey).auth.refreshSession({ refresh_token: refresh });
    expect(replay.error?.status).toBe(400);
  });

  it('has signups disabled', async () => {
    const client = makeClient(backend().server.url, backend().server.anonKey);
    const { error } = await client.auth.signUp({ email: 'new@example.in', password: 'secret-123' });
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Signups not allowed for this instance');
    const settings = await (await fetch(`${backend().server.url}/auth/v1/settings`, { headers: { apikey: backend().server.anonKey } })).json();
    expect(settings).toMatchObject({ disable_signup: true });
  });

  it('keeps the admin user API for the service role only', async () => {
    const asAnon = await fetch(`${backend().server.url}/auth/v1/admin/users`, { headers: { apikey: backend().server.anonKey } });
    expect(asAnon.status).toBe(403);
    const asService = await backend().service.auth.admin.listUsers();
    expect(asService.data.users.map((u) => u.email)).toEqual(expect.arrayContaining([backend().emails.user, backend().emails.admin]));
  });
});
