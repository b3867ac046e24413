// Who may read, insert, update and delete what: visitor, signed-in user and admin against every
// table and both buckets. Postgres decides (RLS and grants); these tests only observe.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backendForThisFile, ROLES, uniqueSlug, type Role } from './support/backend.ts';

type Visibility = 'all' | 'active' | 'none';

interface TableCase {
  table: string;
  key: string;
  /** A row any admin could insert; `fixture(true|false)` builds active/inactive variants. */
  fixture: (active: boolean) => Record<string, unknown>;
  hasActiveFlag: boolean;
  patch: Record<string, unknown>;
  read: Record<Role, Visibility>;
  /** Whether insert, update and delete succeed. */
  write: Record<Role, boolean>;
}

const ADMIN_ONLY = { anon: false, user: false, admin: true };
const NOBODY = { anon: false, user: false, admin: false };
const EVERYONE_READS: Record<Role, Visibility> = { anon: 'all', user: 'all', admin: 'all' };
const ACTIVE_FOR_PUBLIC: Record<Role, Visibility> = { anon: 'active', user: 'active', admin: 'all' };

const CASES: TableCase[] = [
  {
    table: 'case_studies',
    key: 'id',
    fixture: () => ({ title: 'Matrix case study', slug: uniqueSlug('matrix') }),
    hasActiveFlag: false,
    patch: { summary: 'changed' },
    read: EVERYONE_READS,
    write: ADMIN_ONLY,
  },
  {
    table: 'media_files',
    key: 'id',
    fixture: (active) => ({
      file_name: 'general/1.mp4',
      original_name: 'tour.mp4',
      file_type: 'video',
      use_case: 'matrix',
      storage_url: 'http://127.0.0.1/x.mp4',
      is_active: active,
    }),
    hasActiveFlag: true,
    patch: { original_name: 'changed.mp4' },
    read: { anon: 'none', user: 'active', admin: 'all' },
    write: ADMIN_ONLY,
  },
  {
    table: 'key_features',
    key: 'id',
    fixture: (active) => ({ title: 'Matrix feature', icon_name: 'Mic', display_order: 99, is_active: active }),
    hasActiveFlag: true,
    patch: { title: 'changed' },
    read: ACTIVE_FOR_PUBLIC,
    write: ADMIN_ONLY,
  },
  {
    table: 'key_features_section',
    key: 'id',
    fixture: () => ({ title: 'Matrix section' }),
    hasActiveFlag: false,
    patch: { title: 'changed' },
    read: EVERYONE_READS,
    write: ADMIN_ONLY,
  },
  {
    table: 'testimonials',
    key: 'id',
    fixture: (active) => ({ name: 'Matrix Person', quote: 'Great', rating: 5, is_active: active }),
    hasActiveFlag: true,
    patch: { quote: 'changed' },
    read: ACTIVE_FOR_PUBLIC,
    write: ADMIN_ONLY,
  },
  {
    table: 'testimonials_section',
    key: 'id',
    fixture: () => ({ title: 'Matrix testimonials' }),
    hasActiveFlag: false,
    patch: { title: 'changed' },
    read: EVERYONE_READS,
    write: ADMIN_ONLY,
  },
  {
    table: 'leads',
    key: 'id',
    fixture: () => ({ sheet_name: 'calling_leads', data: { name: 'Asha', email: 'asha@example.in', phone_number: '+919876543210' } }),
    hasActiveFlag: false,
    patch: { last_error: 'changed' },
    read: { anon: 'none', user: 'none', admin: 'all' },
    write: NOBODY,
  },
  {
    table: 'rate_limits',
    key: 'key',
    fixture: () => ({ key: `matrix:${randomUUID()}`, hits: 1 }),
    hasActiveFlag: false,
    patch: { hits: 42 },
    read: { anon: 'none', user: 'none', admin: 'none' },
    write: NOBODY,
  },
];

const backend = backendForThisFile();

async function insertAsService(table: string, row: Record<string, unknown>, key: string): Promise<string> {
  const { data, error } = await backend().service.from(table).insert(row).select(key).single();
  if (error) throw new Error(`${table} fixture: ${error.message}`);
  return String((data as unknown as Record<string, unknown>)[key]);
}

async function rowAsService(table: string, key: string, id: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await backend().service.from(table).select('*').eq(key, id).maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

describe.each(CASES)('$table', (spec) => {
  it.each(ROLES)('read as %s', async (role) => {
    const active = await insertAsService(spec.table, spec.fixture(true), spec.key);
    const inactive = spec.hasActiveFlag ? await insertAsService(spec.table, spec.fixture(false), spec.key) : null;
    const ids = [active, inactive].filter((id): id is string => id !== null);
    const { data, error } = await backend().clients[role].from(spec.table).select('*').in(spec.key, ids);
    const seen = new Set((data ?? []).map((row) => String((row as Record<string, unknown>)[spec.key])));
    const expected = spec.read[role];
    if (expected === 'none') {
      expect(seen.size).toBe(0);
      if (error) expect(error.code).toBe('42501');
    } else {
      expect(error).toBeNull();
      expect(seen.has(active)).toBe(true);
      if (inactive) expect(seen.has(inactive)).toBe(expected === 'all');
    }
  });

  it.each(ROLES)('insert as %s', async (role) => {
    const { error } = await backend().clients[role].from(spec.table).insert(spec.fixture(true));
    if (spec.write[role]) expect(error).toBeNull();
    else expect(error?.code).toBe('42501');
  });

  it.each(ROLES)('update as %s', async (role) => {
    const id = await insertAsService(spec.table, spec.fixture(true), spec.key);
    await backend().clients[role].from(spec.table).update(spec.patch).eq(spec.key, id);
    const row = await rowAsService(spec.table, spec.key, id);
    const [column, value] = Object.entries(spec.patch)[0] ?? [];
    expect(row?.[column ?? ''] === value).toBe(spec.write[role]);
  });

  it.each(ROLES)('delete as %s', async (role) => {
    const id = await insertAsService(spec.table, spec.fixture(true), spec.key);
    await backend().clients[role].from(spec.table).delete().eq(spec.key, id);
    expect((await rowAsService(spec.table, spec.key, id)) === null).toBe(spec.write[role]);
  });
});

/** Singleton tables: the seeded rows are the fixtures; a second insert tells RLS (42501) from uniqueness (23505). */
const SINGLETONS: { table: string; key: string; id: string; patch: Record<string, unknown>; duplicate: Record<string, unknown> }[] = [
  { table: 'site_pages', key: 'slug', id: 'privacy-policy', patch: { title: 'Privacy Policy (edited)' }, duplicate: { slug: 'privacy-policy', title: 'x' } },
  { table: 'site_settings', key: 'id', id: 'true', patch: { config: { edited: true } }, duplicate: { id: true } },
];

describe.each(SINGLETONS)('$table', ({ table, key, id, patch, duplicate }) => {
  it.each(ROLES)('read as %s', async (role) => {
    const { data, error } = await backend().clients[role].from(table).select('*').eq(key, id);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });

  it.each(ROLES)('insert as %s', async (role) => {
    const { error } = await backend().clients[role].from(table).insert(duplicate);
    expect(error?.code).toBe(role === 'admin' ? '23505' : '42501');
  });

  it.each(ROLES)('update as %s', async (role) => {
    const before = await rowAsService(table, key, id);
    const { data } = await backend().clients[role].from(table).update(patch).eq(key, id).select();
    expect(data ?? []).toHaveLength(role === 'admin' ? 1 : 0);
    const [column] = Object.keys(patch);
    await backend().service.from(table).update({ [column ?? '']: before?.[column ?? ''] }).eq(key, id);
  });

  it.each(ROLES)('delete as %s', async (role) => {
    const before = await rowAsService(table, key, id);
    // Only the admin's delete takes effect; put the row back so the other cases keep their fixture.
    await backend().clients[role].from(table).delete().eq(key, id);
    const after = await rowAsService(table, key, id);
    expect(after === null).toBe(role === 'admin');
    if (!after && before) await backend().service.from(table).insert(before);
  });
});

describe('user_roles', () => {
  it.each(ROLES)('read as %s sees only its own rows', async (role) => {
    const { data } = await backend().clients[role].from('user_roles').select('user_id, role').in('user_id', [backend().userId, backend().adminId]);
    const expected = role === 'anon' ? [] : [{ user_id: role === 'admin' ? backend().adminId : backend().userId, role }];
    expect(data ?? []).toEqual(expected);
  });

  it.each(ROLES)('insert as %s is refused, even for admins', async (role) => {
    const { error } = await backend().clients[role].from('user_roles').insert({ user_id: backend().userId, role: 'admin' });
    expect(error?.code).toBe('42501');
  });

  it.each(ROLES)('update and delete as %s change nothing', async (role) => {
    await backend().clients[role].from('user_roles').update({ role: 'admin' }).eq('user_id', backend().userId);
    await backend().clients[role].from('user_roles').delete().eq('user_id', backend().adminId);
    const { data } = await backend().service.from('user_roles').select('user_id, role').in('user_id', [backend().userId, backend().adminId]).order('role');
    expect(data).toEqual([
      { user_id: backend().adminId, role: 'admin' },
      { user_id: backend().userId, role: 'user' },
    ]);
  });
});

describe.each(['videos', 'images'])('storage bucket %s', (bucket) => {
  const body = (tag: string) => new Blob([`matrix ${tag}`], { type: bucket === 'videos' ? 'video/mp4' : 'image/png' });
  const file = (tag: string) => `general/${tag}-${randomUUID().slice(0, 8)}.${bucket === 'videos' ? 'mp4' : 'png'}`;

  async function seedObject(): Promise<string> {
    const path = file('seed');
    const { error } = await backend().service.storage.from(bucket).upload(path, body('seed'));
    if (error) throw new Error(error.message);
    return path;
  }

  it.each(ROLES)('read as %s (public download and list)', async (role) => {
    const path = await seedObject();
    const { data, error } = await backend().clients[role].storage.from(bucket).download(path);
    expect(error).toBeNull();
    expect(await data?.text()).toBe('matrix seed');
    const publicUrl = backend().clients[role].storage.from(bucket).getPublicUrl(path).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(200);
  });

  it.each(ROLES)('upload as %s', async (role) => {
    const { error } = await backend().clients[role].storage.from(bucket).upload(file(role), body(role));
    if (role === 'admin') expect(error).toBeNull();
    else expect(error?.message).toMatch(/row-level security/);
  });

  it.each(ROLES)('replace (upsert) as %s', async (role) => {
    const path = await seedObject();
    await backend().clients[role].storage.from(bucket).upload(path, body('replaced'), { upsert: true });
    const { data } = await backend().service.storage.from(bucket).download(path);
    expect((await data?.text()) === 'matrix replaced').toBe(role === 'admin');
  });

  it.each(ROLES)('delete as %s', async (role) => {
    const path = await seedObject();
    await backend().clients[role].storage.from(bucket).remove([path]);
    const { error } = await backend().service.storage.from(bucket).download(path);
    expect(error === null).toBe(role !== 'admin');
  });
});
