// Who may read, insert, update and delete what: visitor, signed-in user, editor, sales and admin
// against every table and both buckets. Postgres decides (RLS and grants); these tests only observe.
import { randomUUID } from 'node:crypto';
import { can, type Action } from '@vaani/data/permissions';
import { describe, expect, it } from 'vitest';
import { backendForThisFile, databaseForThisFile, ROLES, uniqueSlug, type Role } from '@vaani/supabase-local/testing/backend';

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

/** Whether a caller may do `action` by the one table of who may do what (a visitor or a user without a staff role may do nothing). */
const allowed = (role: Role, action: Action) => role !== 'anon' && role !== 'user' && can(role, action);
const everyRole = <T>(value: (role: Role) => T) => Object.fromEntries(ROLES.map((role) => [role, value(role)])) as Record<Role, T>;
/** Content: those who may edit content write it. */
const EDITORS = everyRole((role) => allowed(role, 'editContent'));
const NOBODY = { anon: false, user: false, editor: false, sales: false, admin: false };
const EVERYONE_READS: Record<Role, Visibility> = { anon: 'all', user: 'all', editor: 'all', sales: 'all', admin: 'all' };
const ACTIVE_FOR_PUBLIC: Record<Role, Visibility> = { anon: 'active', user: 'active', editor: 'all', sales: 'active', admin: 'all' };
/** Roles that write content (storage objects included). */
const writesContent = (role: Role) => allowed(role, 'editContent');

const CASES: TableCase[] = [
  {
    table: 'case_studies',
    key: 'id',
    // Published or a draft: visitors and the anon role never read a draft, staff do.
    fixture: (published) => ({ title: 'Matrix case study', slug: uniqueSlug('matrix'), status: published ? 'published' : 'draft' }),
    hasActiveFlag: true,
    patch: { summary: 'changed' },
    read: ACTIVE_FOR_PUBLIC,
    write: EDITORS,
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
    read: { anon: 'none', user: 'active', editor: 'all', sales: 'active', admin: 'all' },
    write: EDITORS,
  },
  {
    table: 'key_features',
    key: 'id',
    fixture: (active) => ({ title: 'Matrix feature', icon_name: 'Mic', display_order: 99, is_active: active }),
    hasActiveFlag: true,
    patch: { title: 'changed' },
    read: ACTIVE_FOR_PUBLIC,
    write: EDITORS,
  },
  {
    table: 'key_features_section',
    key: 'id',
    fixture: () => ({ title: 'Matrix section' }),
    hasActiveFlag: false,
    patch: { title: 'changed' },
    read: EVERYONE_READS,
    write: EDITORS,
  },
  {
    table: 'testimonials',
    key: 'id',
    fixture: (active) => ({ name: 'Matrix Person', quote: 'Great', rating: 5, is_active: active }),
    hasActiveFlag: true,
    patch: { quote: 'changed' },
    read: ACTIVE_FOR_PUBLIC,
    write: EDITORS,
  },
  {
    table: 'testimonials_section',
    key: 'id',
    fixture: () => ({ title: 'Matrix testimonials' }),
    hasActiveFlag: false,
    patch: { title: 'changed' },
    read: EVERYONE_READS,
    write: EDITORS,
  },
  {
    table: 'leads',
    key: 'id',
    fixture: () => ({ sheet_name: 'calling_leads', data: { name: 'Asha', email: 'asha@example.in', phone_number: '+919876543210' } }),
    hasActiveFlag: false,
    patch: { last_error: 'changed' },
    read: everyRole((role) => (allowed(role, 'handleLeads') ? 'all' : 'none')),
    write: NOBODY,
  },
  {
    table: 'rate_limits',
    key: 'key',
    fixture: () => ({ key: `matrix:${randomUUID()}`, hits: 1 }),
    hasActiveFlag: false,
    patch: { hits: 42 },
    read: { anon: 'none', user: 'none', editor: 'none', sales: 'none', admin: 'none' },
    write: NOBODY,
  },
];

const backend = backendForThisFile();
const db = databaseForThisFile(backend);

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
const SINGLETONS: { table: string; key: string; id: string; patch: Record<string, unknown>; duplicate: Record<string, unknown>; writers: Role[] }[] = [
  { table: 'site_pages', key: 'slug', id: 'privacy-policy', patch: { title: 'Privacy Policy (edited)' }, duplicate: { slug: 'privacy-policy', title: 'x' }, writers: ROLES.filter((role) => allowed(role, 'editContent')) },
  // Site settings and the home layout (kept in them) are for admins alone.
  { table: 'site_settings', key: 'id', id: 'true', patch: { config: { edited: true } }, duplicate: { id: true }, writers: ROLES.filter((role) => allowed(role, 'editSite')) },
];

describe.each(SINGLETONS)('$table', ({ table, key, id, patch, duplicate, writers }) => {
  it.each(ROLES)('read as %s', async (role) => {
    const { data, error } = await backend().clients[role].from(table).select('*').eq(key, id);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });

  it.each(ROLES)('insert as %s', async (role) => {
    const { error } = await backend().clients[role].from(table).insert(duplicate);
    expect(error?.code).toBe(writers.includes(role) ? '23505' : '42501');
  });

  it.each(ROLES)('update as %s', async (role) => {
    const before = await rowAsService(table, key, id);
    const { data } = await backend().clients[role].from(table).update(patch).eq(key, id).select();
    expect(data ?? []).toHaveLength(writers.includes(role) ? 1 : 0);
    const [column] = Object.keys(patch);
    await backend().service.from(table).update({ [column ?? '']: before?.[column ?? ''] }).eq(key, id);
  });

  it.each(ROLES)('delete as %s', async (role) => {
    const before = await rowAsService(table, key, id);
    // Only a writer's delete takes effect; put the row back so the other cases keep their fixture.
    await backend().clients[role].from(table).delete().eq(key, id);
    const after = await rowAsService(table, key, id);
    expect(after === null).toBe(writers.includes(role));
    if (!after && before) await backend().service.from(table).insert(before);
  });
});

describe('user_roles', () => {
  const everyone = () => Object.values(backend().ids);
  const rolesAsService = async () =>
    (await backend().service.from('user_roles').select('user_id, role').in('user_id', everyone()).order('role')).data;

  it.each(ROLES)('read as %s: admins see every role, the others only their own', async (role) => {
    const { data } = await backend().clients[role].from('user_roles').select('user_id, role').in('user_id', everyone()).order('role');
    if (role === 'anon') expect(data ?? []).toEqual([]);
    else if (role === 'admin') expect(data).toEqual(await rolesAsService());
    else expect(data).toEqual([{ user_id: backend().ids[role], role }]);
  });

  it.each(ROLES.filter((role) => role !== 'admin'))('insert, update and delete as %s are refused', async (role) => {
    const before = await rolesAsService();
    const insert = await backend().clients[role].from('user_roles').insert({ user_id: backend().userId, role: 'admin' });
    expect(insert.error?.code).toBe('42501');
    await backend().clients[role].from('user_roles').update({ role: 'admin' }).eq('user_id', backend().userId);
    await backend().clients[role].from('user_roles').delete().eq('user_id', backend().adminId);
    expect(await rolesAsService()).toEqual(before);
  });

  it('an admin grants, changes and removes a role', async () => {
    const admin = backend().clients.admin;
    const { data: granted, error } = await admin.from('user_roles').insert({ user_id: backend().userId, role: 'editor' }).select('id').single();
    expect(error).toBeNull();
    const changed = await admin.from('user_roles').update({ role: 'sales' }).eq('id', granted?.id ?? '').select('role');
    expect(changed.data).toEqual([{ role: 'sales' }]);
    const removed = await admin.from('user_roles').delete().eq('id', granted?.id ?? '').select('id');
    expect(removed.data).toHaveLength(1);
  });

  it('the last admin can be neither demoted nor removed, by the API or by deleting the account', async () => {
    const admin = backend().clients.admin;
    const demoted = await admin.from('user_roles').update({ role: 'editor' }).eq('user_id', backend().adminId).eq('role', 'admin');
    expect(demoted.error?.message).toBe('The last admin cannot be removed or demoted');
    const removed = await admin.from('user_roles').delete().eq('user_id', backend().adminId).eq('role', 'admin');
    expect(removed.error?.message).toBe('The last admin cannot be removed or demoted');
    // Deleting the account cascades to its roles, where the same rule holds.
    await expect(db().query('delete from auth.users where id = $1', [backend().adminId])).rejects.toThrow('The last admin cannot be removed or demoted');
    expect(await rolesAsService()).toContainEqual({ user_id: backend().adminId, role: 'admin' });
  });

  it('with a second admin, one admin may step down', async () => {
    const admin = backend().clients.admin;
    await admin.from('user_roles').insert({ user_id: backend().ids.editor, role: 'admin' });
    const removed = await admin.from('user_roles').delete().eq('user_id', backend().ids.editor).eq('role', 'admin').select('id');
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
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
    if (writesContent(role)) expect(error).toBeNull();
    else expect(error?.message).toMatch(/row-level security/);
  });

  it.each(ROLES)('replace (upsert) as %s', async (role) => {
    const path = await seedObject();
    await backend().clients[role].storage.from(bucket).upload(path, body('replaced'), { upsert: true });
    const { data } = await backend().service.storage.from(bucket).download(path);
    expect((await data?.text()) === 'matrix replaced').toBe(writesContent(role));
  });

  it.each(ROLES)('delete as %s', async (role) => {
    const path = await seedObject();
    await backend().clients[role].storage.from(bucket).remove([path]);
    const { error } = await backend().service.storage.from(bucket).download(path);
    expect(error === null).toBe(!writesContent(role));
  });
});
