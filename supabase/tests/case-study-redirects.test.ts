// A renamed case study keeps its old addresses: the database records each old slug against the
// case study (so chains collapse), refuses in words a slug another case study's old address holds,
// and lets admins, and only admins, remove a redirect.
import { describe, expect, it } from 'vitest';
import { backendForThisFile, uniqueSlug } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();

async function createStudy(slug: string): Promise<string> {
  const { data, error } = await backend()
    .clients.admin.from('case_studies')
    .insert({ title: slug, slug, industry: 'Real Estate', summary: 'A story.', status: 'published' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

const rename = (id: string, slug: string) => backend().clients.admin.from('case_studies').update({ slug }).eq('id', id);

async function redirectsOf(id: string): Promise<string[]> {
  const { data, error } = await backend().clients.anon.from('case_study_redirects').select('old_slug').eq('case_study_id', id).order('old_slug');
  if (error) throw new Error(error.message);
  return data.map((row) => row.old_slug as string);
}

describe('case study redirects', () => {
  it('keeps every old slug of a renamed case study, each leading to the case study itself', async () => {
    const [first, second, third] = [uniqueSlug('first'), uniqueSlug('second'), uniqueSlug('third')];
    const id = await createStudy(first);
    expect((await rename(id, second)).error).toBeNull();
    expect((await rename(id, third)).error).toBeNull();
    expect(await redirectsOf(id)).toEqual([first, second].sort());
    // A visitor finds the current address from an old one in one read.
    const { data } = await backend().clients.anon.from('case_study_redirects').select('case_studies(slug)').eq('old_slug', first).single();
    expect(data).toEqual({ case_studies: { slug: third } });
  });

  it("refuses in words a slug another case study's old address holds, for a new one and a rename", async () => {
    const [old, current, other] = [uniqueSlug('old'), uniqueSlug('current'), uniqueSlug('other')];
    const id = await createStudy(old);
    await rename(id, current);
    const message = `The address /case-studies/${old} still leads to another case study: choose another title, or remove that redirect first.`;
    const created = await backend().clients.admin.from('case_studies').insert({ title: 'x', slug: old, industry: 'Real Estate', summary: 's' });
    expect([created.status, created.error?.message]).toEqual([409, message]);
    const otherId = await createStudy(other);
    const renamed = await rename(otherId, old);
    expect([renamed.status, renamed.error?.message]).toEqual([409, message]);
  });

  it('gives an old address back to its own case study, dropping that redirect', async () => {
    const [before, after] = [uniqueSlug('before'), uniqueSlug('after')];
    const id = await createStudy(before);
    await rename(id, after);
    expect((await rename(id, before)).error).toBeNull();
    expect(await redirectsOf(id)).toEqual([after]);
  });

  it('lets an admin remove a redirect, and nobody else', async () => {
    const [gone, now] = [uniqueSlug('gone'), uniqueSlug('now')];
    const id = await createStudy(gone);
    await rename(id, now);
    const byUser = await backend().clients.user.from('case_study_redirects').delete().eq('old_slug', gone).select('old_slug');
    expect(byUser.data).toEqual([]);
    const byVisitor = await backend().clients.anon.from('case_study_redirects').delete().eq('old_slug', gone);
    expect(byVisitor.status).toBe(401);
    expect(await redirectsOf(id)).toEqual([gone]);
    const byAdmin = await backend().clients.admin.from('case_study_redirects').delete().eq('old_slug', gone).select('old_slug');
    expect(byAdmin.data).toEqual([{ old_slug: gone }]);
    expect(await redirectsOf(id)).toEqual([]);
  });
});
