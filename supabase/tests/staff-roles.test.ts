// The team's roles (issue 27): what an editor and a sales person may do beyond the table matrix
// (access-matrix.test.ts): the leads inbox's function, and how a refusal reads over HTTP.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backendForThisFile } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();

async function failedLead(): Promise<string> {
  const { data, error } = await backend()
    .service.rpc('store_lead', { p_sheet_name: 'email_subscription', p_data: { email: `roles-${randomUUID()}@mail.com` }, p_idempotency_key: randomUUID(), p_lease_seconds: 0, p_form: 'newsletter' })
    .single<{ id: string }>();
  if (error || !data) throw new Error(error?.message);
  await backend().service.from('leads').update({ failed_at: new Date().toISOString(), forward_attempts: 8 }).eq('id', data.id);
  return data.id;
}

describe('the leads inbox', () => {
  it('a sales person reads the leads and forwards a failed one again', async () => {
    const id = await failedLead();
    const sales = backend().clients.sales;
    expect((await sales.from('leads').select('id').eq('id', id)).data).toEqual([{ id }]);
    expect((await sales.rpc('forward_leads_again', { p_ids: [id] })).data).toBe(1);
  });

  it('an editor can neither read the leads nor forward one again', async () => {
    const id = await failedLead();
    const editor = backend().clients.editor;
    expect((await editor.from('leads').select('id').eq('id', id)).data).toEqual([]);
    const refused = await editor.rpc('forward_leads_again', { p_ids: [id] });
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.message).toBe('Only admins and sales can forward leads again');
  });
});

describe('a direct API call outside one\'s role', () => {
  it('is refused with 403 and 42501: a sales person adding a case study, an editor adding site settings', async () => {
    const { url, anonKey } = backend().server;
    const tokenOf = async (role: 'sales' | 'editor') => (await backend().clients[role].auth.getSession()).data.session?.access_token ?? '';
    const post = async (role: 'sales' | 'editor', table: string, body: object) =>
      fetch(`${url}/rest/v1/${table}`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${await tokenOf(role)}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const caseStudy = await post('sales', 'case_studies', { title: 'Not mine to write', slug: 'not-mine-to-write' });
    expect(caseStudy.status).toBe(403);
    expect(((await caseStudy.json()) as { code: string }).code).toBe('42501');
    const settings = await post('editor', 'site_settings', { id: true });
    expect(settings.status).toBe(403);
    expect(((await settings.json()) as { code: string }).code).toBe('42501');
  });

  it("an editor writes content: a case study, its new slug, and the old address's removal", async () => {
    const editor = backend().clients.editor;
    const { data: study, error } = await editor.from('case_studies').insert({ title: 'Written by an editor', slug: 'written-by-an-editor' }).select('id').single();
    expect(error).toBeNull();
    expect((await editor.from('case_studies').update({ slug: 'renamed-by-an-editor' }).eq('id', study?.id ?? '')).error).toBeNull();
    const removed = await editor.from('case_study_redirects').delete().eq('old_slug', 'written-by-an-editor').select('old_slug');
    expect(removed.data).toEqual([{ old_slug: 'written-by-an-editor' }]);
    // A sales person may not.
    await editor.from('case_studies').update({ slug: 'renamed-again' }).eq('id', study?.id ?? '');
    const bySales = await backend().clients.sales.from('case_study_redirects').delete().eq('old_slug', 'renamed-by-an-editor').select('old_slug');
    expect(bySales.data).toEqual([]);
  });
});
