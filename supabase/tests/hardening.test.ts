// What an attack run against the API found, each kept closed: callable internals, hostile text,
// information a visitor should not get, and gaps against hosted Supabase's behaviour.
import { describe, expect, it } from 'vitest';
import { backendForThisFile, type Role } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();

async function tokenOf(role: Role): Promise<string> {
  if (role === 'anon') return backend().server.anonKey;
  const { data } = await backend().clients[role].auth.getSession();
  return data.session?.access_token ?? '';
}

async function call(path: string, init: { role?: Role; method?: string; body?: string; headers?: Record<string, string>; key?: boolean } = {}) {
  const token = await tokenOf(init.role ?? 'anon');
  const keyHeaders: Record<string, string> = init.key === false ? {} : { apikey: backend().server.anonKey, authorization: `Bearer ${token}` };
  const response = await fetch(`${backend().server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...keyHeaders, ...init.headers },
    body: init.body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('internal functions are not callable', () => {
  it.each<Role>(['anon', 'user', 'admin'])('the trigger function touch_updated_at is not found for %s, as in PostgREST', async (role) => {
    const response = await call('/rest/v1/rpc/touch_updated_at', { role, method: 'POST', body: '{}', headers: JSON_TYPE });
    expect(response.status).toBe(404);
    expect(response.json()).toMatchObject({ code: 'PGRST202' });
  });

  it('revokes EXECUTE on trigger functions, so not even a direct SQL call by an API role works', async () => {
    const { data } = await backend().service.rpc('consume_rate_limit', { p_key: `probe-${Date.now()}`, p_limit: 1, p_window_seconds: 1 });
    expect(data).toBe(true);
    const asUser = await call('/rest/v1/rpc/consume_rate_limit', { role: 'user', method: 'POST', body: '{"p_key":"a","p_limit":1,"p_window_seconds":1}', headers: JSON_TYPE });
    expect(asUser.status).toBe(403);
  });
});

describe('text the database cannot hold', () => {
  it.each([
    ['a NUL escape in a JSON value', '{"title":"a\\u0000b"}'],
    ['an unpaired high surrogate', '{"title":"a\\ud800b"}'],
    ['an unpaired low surrogate', '{"title":"\\udc00"}'],
    ['a NUL escape in a key', '{"ti\\u0000tle":"x"}'],
  ])('%s in a REST body answers 400 JSON', async (_, body) => {
    const response = await call('/rest/v1/key_features', { role: 'admin', method: 'POST', body, headers: JSON_TYPE });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: '22P05', message: 'unsupported Unicode escape sequence' });
  });

  it('bytes that are not UTF-8 answer 400 JSON', async () => {
    const response = await fetch(`${backend().server.url}/rest/v1/key_features`, {
      method: 'POST',
      headers: { apikey: backend().server.anonKey, authorization: `Bearer ${await tokenOf('admin')}`, ...JSON_TYPE },
      body: Buffer.from([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102' });
  });

  it('a NUL in a filter or an rpc argument answers 400 JSON', async () => {
    const filter = await call('/rest/v1/key_features?title=eq.a%00b');
    expect(filter.status).toBe(400);
    expect(filter.json()).toMatchObject({ code: '22P05' });
    const rpc = await call('/rest/v1/rpc/get_public_media', { method: 'POST', body: '{"p_use_case":"\\u0000"}', headers: JSON_TYPE });
    expect(rpc.status).toBe(400);
  });

  it('a well-formed pair of surrogates (an emoji) is stored as sent', async () => {
    const title = `Fast \u{1F680} ${Date.now()}`;
    const created = await backend().clients.admin.from('key_features').insert({ title, is_active: false }).select('title').single();
    expect(created.data).toEqual({ title });
  });
});

describe('what a visitor can learn', () => {
  it('has_role answers only about the caller, unless the caller is an admin', async () => {
    const { clients, adminId, userId } = backend();
    expect((await clients.anon.rpc('has_role', { _user_id: adminId, _role: 'admin' })).data).toBe(false);
    expect((await clients.user.rpc('has_role', { _user_id: adminId, _role: 'admin' })).data).toBe(false);
    expect((await clients.user.rpc('has_role', { _user_id: userId, _role: 'user' })).data).toBe(true);
    expect((await clients.admin.rpc('has_role', { _user_id: userId, _role: 'user' })).data).toBe(true);
    expect((await clients.admin.rpc('has_role', { _user_id: adminId, _role: 'admin' })).data).toBe(true);
  });

  it('GET /rest/v1/ describes only what the caller is granted', async () => {
    // PostgREST's OpenAPI description follows the caller's privileges.
    const tables = async (role?: 'user') => Object.keys((await call('/rest/v1/', role ? { role } : {})).json().definitions as object);
    const asAnon = await tables();
    expect(asAnon).toEqual(expect.arrayContaining(['case_studies', 'key_features', 'site_settings', 'testimonials']));
    for (const hidden of ['leads', 'rate_limits', 'user_roles', 'media_files']) expect(asAnon).not.toContain(hidden);
    const asUser = await tables('user');
    expect(asUser).toEqual(expect.arrayContaining(['media_files', 'user_roles']));
    // Signed-in users are granted leads (the policy lets admins alone read rows); rate_limits is the functions' only.
    expect(asUser).not.toContain('rate_limits');
  });

  it.each([
    ['no key at all', {}],
    ['a forged key', { apikey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.Zm9yZ2Vk' }],
  ])('functions refuse a call with %s', async (_, headers) => {
    const response = await call('/functions/v1/get-secrets', { key: false, method: 'POST', body: '{"keys":["VAPI_AGENT_ID"]}', headers: { ...JSON_TYPE, ...headers } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('functions still answer a caller with the anon key', async () => {
    const response = await call('/functions/v1/get-secrets', { method: 'POST', body: '{"keys":["VAPI_AGENT_ID"]}', headers: JSON_TYPE });
    expect(response.status).toBe(200);
  });
});

describe('passwords and emails', () => {
  const long = 'p'.repeat(72);

  it('refuses a password over 72 bytes at sign-in instead of cutting it', async () => {
    const response = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: backend().emails.user, password: `${backend().password}${'x'.repeat(72)}` }),
      headers: JSON_TYPE,
    });
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Password cannot be longer than 72 bytes' });
  });

  it('counts bytes, not characters: 25 three-byte characters are too long', async () => {
    const { error } = await backend().service.auth.admin.createUser({ email: 'bytes@example.in', password: 'क'.repeat(25), email_confirm: true });
    expect(error?.status).toBe(422);
  });

  it('creates a user with exactly 72 bytes, and the 72 bytes are what signs in', async () => {
    const email = `long-${Date.now()}@example.in`;
    expect((await backend().service.auth.admin.createUser({ email, password: long, email_confirm: true })).error).toBeNull();
    const right = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: long }), headers: JSON_TYPE });
    expect(right.status).toBe(200);
    const wrongTail = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: `${long}z` }), headers: JSON_TYPE });
    expect(wrongTail.status).toBe(422);
  });

  it('refuses an email address longer than 254 characters', async () => {
    const email = `${'a'.repeat(250)}@example.in`;
    const signIn = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: 'whatever-1' }), headers: JSON_TYPE });
    expect(signIn.status).toBe(422);
    const { error } = await backend().service.auth.admin.createUser({ email, password: 'whatever-1', email_confirm: true });
    expect(error?.status).toBe(422);
  });
});

describe('hosted-Supabase parity', () => {
  it('does not read a text/plain or form body as JSON: 400 from PostgREST', async () => {
    const plain = await call('/rest/v1/key_features', { role: 'admin', method: 'POST', body: '{"title":"plain"}', headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(400);
    expect(plain.json()).toMatchObject({ code: 'PGRST102', message: 'Content-Type not acceptable: text/plain' });
    // A form body is read as a form: its one field is no column.
    const form = await call('/rest/v1/key_features', { role: 'admin', method: 'POST', body: '{"title":"plain"}', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(400);
    expect(form.json()).toMatchObject({ code: 'PGRST204' });
  });

  it('a missing key in a bulk insert is null unless Prefer: missing=default is sent', async () => {
    const rows = JSON.stringify([{ title: 'with order', display_order: 7, is_active: false }, { title: 'without order', is_active: false }]);
    const asNull = await call('/rest/v1/key_features?columns=title,display_order,is_active', { role: 'admin', method: 'POST', body: rows, headers: JSON_TYPE });
    expect(asNull.status).toBe(400);
    expect(asNull.json()).toMatchObject({ code: '23502' });
    const asDefault = await call('/rest/v1/key_features?columns=title,display_order,is_active&select=title,display_order', {
      role: 'admin',
      method: 'POST',
      body: rows,
      headers: { ...JSON_TYPE, prefer: 'return=representation,missing=default' },
    });
    expect(asDefault.status).toBe(201);
    expect(JSON.parse(asDefault.text)).toEqual([
      { title: 'with order', display_order: 7 },
      { title: 'without order', display_order: 0 },
    ]);
  });

  it('refuses rows with different keys and no ?columns=, as PostgREST does', async () => {
    const rows = JSON.stringify([{ title: 'a', is_active: false, display_order: 1 }, { title: 'b', is_active: false }]);
    const response = await call('/rest/v1/key_features', { role: 'admin', method: 'POST', body: rows, headers: JSON_TYPE });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });

  it('a header over 16 KB answers 431 with a JSON reason and CORS headers', async () => {
    const response = await call('/rest/v1/key_features', { headers: { origin: 'https://partner.example', 'x-big': 'x'.repeat(17 * 1024) } });
    expect(response.status).toBe(431);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.json()).toMatchObject({ message: 'Request header fields too large' });
  });

  it('deleting a missing object, or one the caller may not delete, is not a success', async () => {
    const missing = await call('/storage/v1/object/images/none/missing.png', { role: 'admin', method: 'DELETE' });
    expect(missing.status).toBe(404);
    const upload = await backend().clients.admin.storage.from('images').upload(`keep/${Date.now()}.png`, Buffer.from('png'), { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const forbidden = await call(`/storage/v1/object/images/${upload.data?.path}`, { role: 'user', method: 'DELETE' });
    expect(forbidden.status).toBe(404);
    const stillThere = await call(`/storage/v1/object/public/images/${upload.data?.path}`);
    expect(stillThere.status).toBe(200);
  });

  it('serves uploads with nosniff, and an SVG under a CSP that runs nothing', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const path = `svg/${Date.now()}.svg`;
    expect((await backend().clients.admin.storage.from('images').upload(path, Buffer.from(svg), { contentType: 'image/svg+xml' })).error).toBeNull();
    const response = await call(`/storage/v1/object/public/images/${path}`, { key: false });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });
});

describe('rate_limits', () => {
  it('removes counters whose window is over when the limiter runs', async () => {
    const { service } = backend();
    const stale = `stale-${Date.now()}`;
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    expect((await service.from('rate_limits').insert({ key: stale, window_started_at: twoDaysAgo, hits: 3 })).error).toBeNull();
    expect((await service.rpc('consume_rate_limit', { p_key: `live-${Date.now()}`, p_limit: 5, p_window_seconds: 60 })).data).toBe(true);
    const { data } = await service.from('rate_limits').select('key').eq('key', stale);
    expect(data).toEqual([]);
  });
});
