// The one record of changes (issue 27 part 5, the base of issue 28's history): written by the
// database for every change to content, media, settings and roles, read by admins alone, and
// append-only for everyone, the service key included.
import { describe, expect, it } from 'vitest';
import { backendForThisFile, databaseForThisFile, ROLES, uniqueSlug } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();
const db = databaseForThisFile(backend);

async function entriesFor(table: string, rowId: string) {
  const { data, error } = await backend().service.from('change_log').select('*').eq('table_name', table).eq('row_id', rowId).order('id');
  if (error) throw new Error(error.message);
  return data;
}

describe('the change log', () => {
  it("records an editor's insert, update and delete of a case study with who, before and after", async () => {
    const editor = backend().clients.editor;
    const slug = uniqueSlug('logged');
    const { data: created } = await editor.from('case_studies').insert({ title: 'Logged story', slug }).select('id').single();
    const id = created?.id as string;
    await editor.from('case_studies').update({ title: 'Logged story, renamed' }).eq('id', id);
    // A save that changes nothing is no change.
    await editor.from('case_studies').update({ title: 'Logged story, renamed' }).eq('id', id);
    await editor.from('case_studies').delete().eq('id', id);

    const entries = await entriesFor('case_studies', id);
    expect(entries.map((entry) => entry.action)).toEqual(['insert', 'update', 'delete']);
    for (const entry of entries) {
      expect(entry.actor_id).toBe(backend().ids.editor);
      expect(entry.actor_email).toBe(backend().emails.editor);
    }
    const [insert, update, remove] = entries;
    expect(insert?.before).toBeNull();
    expect(insert?.after).toMatchObject({ title: 'Logged story', slug });
    // An edit keeps, of the row before, only what it changed; the row after is whole.
    expect(update?.before).toEqual({ title: 'Logged story' });
    expect(update?.after).toMatchObject({ title: 'Logged story, renamed' });
    expect(remove?.before).toMatchObject({ title: 'Logged story, renamed' });
    expect(remove?.after).toBeNull();
  });

  it('records site settings (the home layout included), pages and roles', async () => {
    const admin = backend().clients.admin;
    const { data: settings } = await backend().service.from('site_settings').select('config').eq('id', true).single();
    await admin.from('site_settings').update({ config: { ...(settings?.config as object), logged: true } }).eq('id', true);
    await admin.from('site_settings').update({ config: settings?.config }).eq('id', true);
    expect((await entriesFor('site_settings', 'true')).slice(-2).map((entry) => entry.actor_id)).toEqual([backend().adminId, backend().adminId]);

    await backend().clients.editor.from('site_pages').update({ title: 'Contact (logged)' }).eq('slug', 'contact');
    expect((await entriesFor('site_pages', 'contact')).at(-1)).toMatchObject({ action: 'update', after: { title: 'Contact (logged)' } });

    const { data: role } = await admin.from('user_roles').insert({ user_id: backend().userId, role: 'sales' }).select('id').single();
    await admin.from('user_roles').delete().eq('id', role?.id ?? '');
    expect((await entriesFor('user_roles', role?.id ?? '')).map((entry) => entry.action)).toEqual(['insert', 'delete']);
  });

  it.each(ROLES)('is read whole by admins alone, the history of content by editors too (as %s)', async (role) => {
    const { data, error } = await backend().clients[role].from('change_log').select('table_name');
    const tables = new Set((data ?? []).map((entry) => entry.table_name));
    if (role === 'admin') expect([...tables]).toEqual(expect.arrayContaining(['case_studies', 'site_settings', 'user_roles']));
    else if (role === 'editor') {
      expect([...tables]).toEqual(expect.arrayContaining(['case_studies', 'site_pages']));
      expect([...tables]).not.toEqual(expect.arrayContaining(['site_settings']));
      expect([...tables]).not.toEqual(expect.arrayContaining(['user_roles']));
    }
    else if (role === 'anon') expect(error?.code).toBe('42501');
    else expect(data).toEqual([]);
  });

  it('cannot be written, edited or deleted through the API, by admins or the service key', async () => {
    const entry = { table_name: 'case_studies', row_id: 'forged', action: 'delete' };
    for (const client of [backend().clients.admin, backend().service]) {
      expect((await client.from('change_log').insert(entry)).error?.code).toBe('42501');
      expect((await client.from('change_log').update({ row_id: 'edited' }).gt('id', 0)).error?.code).toBe('42501');
      expect((await client.from('change_log').delete().gt('id', 0)).error?.code).toBe('42501');
    }
    // Nor by SQL past the API.
    await expect(db().query('delete from public.change_log')).rejects.toThrow('The change log cannot be edited or deleted');
    await expect(db().query('truncate public.change_log')).rejects.toThrow('The change log cannot be edited or deleted');
  });

  it('lists the people who changed something, for admins only', async () => {
    const { data } = await backend().clients.admin.rpc('change_log_people');
    expect(data).toEqual(
      expect.arrayContaining([
        { actor_id: backend().adminId, actor_email: backend().emails.admin },
        { actor_id: backend().ids.editor, actor_email: backend().emails.editor },
      ]),
    );
    expect((await backend().clients.editor.rpc('change_log_people')).error?.code).toBe('42501');
    expect((await backend().clients.anon.rpc('change_log_people')).error?.code).toBe('42501');
  });
});
