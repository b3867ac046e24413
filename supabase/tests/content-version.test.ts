// The content version the page servers watch (issue 29, saved means seen): every statement that
// writes public content moves it once, whoever writes; visitors read it and nobody writes it.
import { describe, expect, it } from 'vitest';
import { backendForThisFile } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();

const version = async () => {
  const { data, error } = await backend().clients.anon.from('content_version').select('version').single();
  expect(error).toBeNull();
  return Number(data?.version);
};

describe('content version', () => {
  it("moves once for an editor's save of one feature and once for a statement that writes every feature", async () => {
    const before = await version();
    const one = await backend().clients.editor.from('key_features').update({ title: 'Answers every lead' }).eq('display_order', 1).select('id');
    expect(one.error).toBeNull();
    expect(await version()).toBe(before + 1);
    const all = await backend().clients.editor.from('key_features').update({ is_active: true }).gte('display_order', 0).select('id');
    expect(all.data?.length).toBeGreaterThan(1);
    expect(await version()).toBe(before + 2);
  });

  it("moves for an admin's publish of the site settings", async () => {
    const before = await version();
    const { error } = await backend().clients.admin.from('site_settings').update({ section_order: [] }).eq('id', true);
    expect(error).toBeNull();
    expect(await version()).toBe(before + 1);
  });

  it('stays put for writes that change no row, which anyone signed in can send', async () => {
    const before = await version();
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await backend().clients.user.from('key_features').update({ title: 'x' }).gte('display_order', 0)).error).toBeNull();
    expect((await backend().clients.user.from('site_settings').delete().eq('id', true)).error).toBeNull();
    expect((await backend().clients.editor.from('testimonials').update({ name: 'x' }).eq('id', none)).error).toBeNull();
    expect((await backend().clients.editor.from('key_features').delete().eq('id', none)).error).toBeNull();
    expect(await version()).toBe(before);
    await backend().clients.editor.from('key_features').update({ is_active: true }).gte('display_order', 0);
    expect(await version()).toBe(before + 1);
  });

  it('is written by nobody through the API, an admin included', async () => {
    const before = await version();
    await backend().clients.admin.from('content_version').update({ version: 0 }).eq('id', true);
    await backend().clients.anon.from('content_version').update({ version: 0 }).eq('id', true);
    expect(await version()).toBe(before);
  });
});
