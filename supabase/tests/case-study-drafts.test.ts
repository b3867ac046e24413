// Drafts, schedules and publishing of case studies: the database alone decides what visitors see
// (row-level security and the public list function), whatever a client asks for.
import { describe, expect, it } from 'vitest';
import { backendForThisFile, uniqueSlug } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();

async function createAsEditor(row: Record<string, unknown> = {}): Promise<{ id: string; slug: string; status: string }> {
  const slug = uniqueSlug('draft');
  const { data, error } = await backend().clients.editor.from('case_studies').insert({ title: 'A story in the making', slug, ...row }).select('id, slug, status').single();
  if (error) throw new Error(error.message);
  return data as { id: string; slug: string; status: string };
}

async function anonSees(slug: string): Promise<{ row: boolean; listed: boolean }> {
  const anon = backend().clients.anon;
  const row = await anon.from('case_studies').select('id').eq('slug', slug);
  const list = await anon.rpc('get_public_case_studies');
  expect(row.error).toBeNull();
  expect(list.error).toBeNull();
  return { row: (row.data ?? []).length > 0, listed: ((list.data ?? []) as { slug: string }[]).some((study) => study.slug === slug) };
}

describe('case study drafts', () => {
  it('a new case study is a draft: anon reads it neither by REST nor in the public list; editors do', async () => {
    const draft = await createAsEditor();
    expect(draft.status).toBe('draft');
    expect(await anonSees(draft.slug)).toEqual({ row: false, listed: false });
    const signedIn = await backend().clients.user.from('case_studies').select('id').eq('id', draft.id);
    expect(signedIn.data).toEqual([]);
    const editor = await backend().clients.editor.from('case_studies').select('status').eq('id', draft.id).single();
    expect(editor.data).toEqual({ status: 'draft' });
  });

  it("a draft's old addresses tell a visitor nothing", async () => {
    const { id, slug } = await createAsEditor();
    expect((await backend().clients.editor.from('case_studies').update({ slug: `${slug}-renamed` }).eq('id', id)).error).toBeNull();
    const anon = await backend().clients.anon.from('case_study_redirects').select('old_slug').eq('old_slug', slug);
    expect(anon.data).toEqual([]);
    const editor = await backend().clients.editor.from('case_study_redirects').select('old_slug').eq('old_slug', slug);
    expect(editor.data).toEqual([{ old_slug: slug }]);
  });

  it('publishing shows it, unpublishing hides it again', async () => {
    const { id, slug } = await createAsEditor();
    const editor = backend().clients.editor;
    expect((await editor.from('case_studies').update({ status: 'published' }).eq('id', id)).error).toBeNull();
    expect(await anonSees(slug)).toEqual({ row: true, listed: true });
    expect((await editor.from('case_studies').update({ status: 'draft' }).eq('id', id)).error).toBeNull();
    expect(await anonSees(slug)).toEqual({ row: false, listed: false });
  });

  it('a scheduled case study stays hidden until the job publishes it at its time', async () => {
    const { id, slug } = await createAsEditor();
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await backend().clients.editor.from('case_studies').update({ status: 'scheduled', publish_at: at }).eq('id', id).select('status, publish_at').single();
    expect(scheduled.data?.status).toBe('scheduled');
    expect(await anonSees(slug)).toEqual({ row: false, listed: false });
    // Only the platform runs the job.
    expect((await backend().clients.editor.rpc('publish_due_case_studies')).error?.code).toBe('42501');
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const job = await backend().service.rpc('publish_due_case_studies');
    expect(job.error).toBeNull();
    expect(job.data).toBeGreaterThanOrEqual(1);
    const row = await backend().service.from('case_studies').select('status, publish_at').eq('id', id).single();
    expect(row.data).toEqual({ status: 'published', publish_at: null });
    expect(await anonSees(slug)).toEqual({ row: true, listed: true });
  });

  it('a schedule in the past publishes at once; a schedule needs its time', async () => {
    const { id, slug } = await createAsEditor();
    const editor = backend().clients.editor;
    const past = await editor.from('case_studies').update({ status: 'scheduled', publish_at: '2020-01-01T10:00:00+05:30' }).eq('id', id).select('status, publish_at').single();
    expect(past.data).toEqual({ status: 'published', publish_at: null });
    expect(await anonSees(slug)).toEqual({ row: true, listed: true });
    const timeless = await editor.from('case_studies').update({ status: 'scheduled' }).eq('id', id);
    expect(timeless.error?.code).toBe('23514');
  });
});
