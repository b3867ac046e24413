// Every PostgREST call the app makes (site-spec §7), through the unmodified supabase-js client.
import { describe, expect, it } from 'vitest';
import { backendForThisFile, uniqueSlug } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();

describe('public reads', () => {
  it('lists active key features by display_order', async () => {
    const { data, error } = await backend().clients.anon.from('key_features').select('*').eq('is_active', true).order('display_order', { ascending: true });
    expect(error).toBeNull();
    const orders = (data ?? []).map((row) => row.display_order as number);
    expect(orders.length).toBeGreaterThanOrEqual(6);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((data ?? []).every((row) => row.is_active === true)).toBe(true);
  });

  it('reads the single key features and testimonials sections', async () => {
    const features = await backend().clients.anon.from('key_features_section').select('*').single();
    expect(features.error).toBeNull();
    expect(features.data?.title).toBe('Built for Indian Real Estate Sales');
    const testimonials = await backend().clients.anon.from('testimonials_section').select('*').single();
    expect(testimonials.data?.view_all_text).toBe('View all case studies');
  });

  it('lists testimonials by display_order, optionally active only', async () => {
    const active = await backend().clients.anon.from('testimonials').select('*').eq('is_active', true).order('display_order');
    expect(active.data?.length).toBeGreaterThanOrEqual(3);
    expect(active.data?.map((t) => t.name)).toContain('Rohan Mehta');
    const all = await backend().clients.admin.from('testimonials').select('*').order('display_order');
    expect((all.data?.length ?? 0) > (active.data?.length ?? 0)).toBe(true);
  });

  it('rpc get_public_case_studies: newest first, long texts empty', async () => {
    const { data, error } = await backend().clients.anon.rpc('get_public_case_studies');
    expect(error).toBeNull();
    const rows = data as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const dates = rows.map((row) => Date.parse(String(row.created_at)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['challenge', 'company_logo', 'created_at', 'featured_image', 'id', 'industry', 'results', 'slug', 'solution', 'summary', 'testimonial', 'title'].sort(),
    );
    for (const row of rows) expect([row.challenge, row.solution, row.results, row.testimonial]).toEqual(['', '', '', '']);
  });

  it('rpc has_role answers true for the admin and false otherwise', async () => {
    expect((await backend().clients.admin.rpc('has_role', { _user_id: backend().adminId, _role: 'admin' })).data).toBe(true);
    expect((await backend().clients.user.rpc('has_role', { _user_id: backend().userId, _role: 'admin' })).data).toBe(false);
  });

  it('media: rpc get_public_media for visitors, direct select for signed-in users, agent image query', async () => {
    const rows = [
      { file_name: 'hero/1.mp4', original_name: 'a.mp4', file_type: 'video', use_case: 'hero', storage_url: 'u1', uploaded_at: '2026-01-01T00:00:00Z' },
      { file_name: 'hero/2.mp4', original_name: 'b.mp4', file_type: 'video', use_case: 'hero', storage_url: 'u2', uploaded_at: '2026-02-01T00:00:00Z' },
      { file_name: 'hero/3.png', original_name: 'c.png', file_type: 'image', use_case: 'hero', storage_url: 'u3', uploaded_at: '2026-03-01T00:00:00Z' },
      { file_name: 'hero/4.mp4', original_name: 'd.mp4', file_type: 'video', use_case: 'hero', storage_url: 'u4', is_active: false },
    ];
    expect((await backend().clients.admin.from('media_files').insert(rows, { defaultToNull: false })).error).toBeNull();
    const publicVideos = await backend().clients.anon.rpc('get_public_media', { p_use_case: 'hero', p_file_type: 'video' });
    expect((publicVideos.data as { storage_url: string }[]).map((m) => m.storage_url)).toEqual(['u2', 'u1']);
    const publicAll = await backend().clients.anon.rpc('get_public_media', { p_use_case: 'hero', p_file_type: null });
    expect((publicAll.data as unknown[]).length).toBe(3);
    const direct = await backend().clients.user.from('media_files').select('*').eq('use_case', 'hero').eq('is_active', true).order('uploaded_at', { ascending: false });
    expect(direct.data?.map((m) => m.storage_url)).toEqual(['u3', 'u2', 'u1']);
    const agent = await backend().clients.user.from('media_files').select('*').eq('file_type', 'image').eq('is_active', true).order('uploaded_at', { ascending: false }).limit(1);
    expect(agent.data?.map((m) => m.storage_url)).toEqual(['u3']);
  });
});

describe('case study admin flow', () => {
  it('slug check, insert returning, read by id, update, delete', async () => {
    const admin = backend().clients.admin;
    const slug = uniqueSlug('prestige-lakeside');
    const free = await admin.from('case_studies').select('id').eq('slug', slug).single();
    expect(free.error?.code).toBe('PGRST116');

    const inserted = await admin
      .from('case_studies')
      .insert({ title: 'Prestige Lakeside', slug, industry: 'Real Estate', summary: 's', challenge: 'c', solution: 'so', results: 'r', testimonial: 't', author_name: 'A', author_position: 'CEO', author_company: 'P', featured_image: null, company_logo: null })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data?.slug).toBe(slug);
    const id = inserted.data?.id as string;

    const taken = await admin.from('case_studies').select('id').eq('slug', slug).single();
    expect(taken.data?.id).toBe(id);

    const current = await admin.from('case_studies').select('title, slug').eq('id', id).single();
    expect(current.data).toEqual({ title: 'Prestige Lakeside', slug });

    const updated = await admin.from('case_studies').update({ title: 'Prestige Lakeside Habitat' }).eq('id', id).select().single();
    expect(updated.data?.title).toBe('Prestige Lakeside Habitat');

    const duplicate = await admin.from('case_studies').insert({ title: 'x', slug }).select().single();
    expect(duplicate.error?.code).toBe('23505');

    expect((await admin.from('case_studies').delete().eq('id', id)).error).toBeNull();
    expect((await admin.from('case_studies').select('id').eq('id', id)).data).toEqual([]);
  });

  it('a visitor reads a case study by slug for the detail page', async () => {
    const { data } = await backend().clients.anon.from('case_studies').select('*').eq('slug', 'how-skyline-habitats-doubled-site-visits-in-thane').maybeSingle();
    expect(data?.author_company).toBe('Skyline Habitats');
    expect(data?.challenge).toMatch(/Thane/);
  });
});

describe('key features admin', () => {
  it('updates by id and swaps display_order between neighbours', async () => {
    const admin = backend().clients.admin;
    const { data: rows } = await admin.from('key_features').insert([
      { title: 'Swap A', icon_name: 'Phone', display_order: 500 },
      { title: 'Swap B', icon_name: 'Users', display_order: 501 },
    ]).select('id, display_order');
    const [a, b] = rows ?? [];
    expect((await admin.from('key_features').update({ display_order: 501 }).eq('id', a?.id)).error).toBeNull();
    expect((await admin.from('key_features').update({ display_order: 500 }).eq('id', b?.id)).error).toBeNull();
    const { data } = await admin.from('key_features').select('title').in('id', [a?.id, b?.id]).order('display_order');
    expect(data?.map((r) => r.title)).toEqual(['Swap B', 'Swap A']);
    const section = await admin.from('key_features_section').select('id').single();
    const edited = await admin.from('key_features_section').update({ description: 'Edited intro' }).eq('id', section.data?.id).select().single();
    expect(edited.data?.description).toBe('Edited intro');
  });
});

describe('PostgREST features', () => {
  it('filters: neq, gt, gte, lt, lte, like, ilike, is, in, not', async () => {
    const db = backend().clients.anon.from('key_features');
    const ids = async (query: PromiseLike<{ data: { display_order: number }[] | null }>) => ((await query).data ?? []).map((r) => r.display_order);
    expect(await ids(db.select('display_order').gt('display_order', 5).lte('display_order', 7).order('display_order'))).toEqual([6, 7]);
    expect(await ids(backend().clients.anon.from('key_features').select('display_order').gte('display_order', 6).lt('display_order', 7))).toEqual([6]);
    expect(await ids(backend().clients.anon.from('key_features').select('display_order').in('display_order', [1, 3]).order('display_order'))).toEqual([1, 3]);
    expect(await ids(backend().clients.anon.from('key_features').select('display_order').like('title', '*Qualification'))).toEqual([3]);
    expect(await ids(backend().clients.anon.from('key_features').select('display_order').ilike('title', '%crm%'))).toEqual([6]);
    expect(await ids(backend().clients.anon.from('key_features').select('display_order').neq('display_order', 1).lte('display_order', 2))).toEqual([2]);
    expect(await ids(backend().clients.anon.from('key_features').select('display_order').not('display_order', 'in', '(1,2,3,4,5,6)').lte('display_order', 7))).toEqual([7]);
    const count = async (query: PromiseLike<{ data: unknown[] | null }>) => ((await query).data ?? []).length;
    const caseStudies = () => backend().clients.anon.from('case_studies').select('id');
    const withoutImage = await count(caseStudies().is('featured_image', null));
    const withImage = await count(caseStudies().not('featured_image', 'is', null));
    expect(withImage).toBeGreaterThan(0);
    expect(withoutImage + withImage).toBe(await count(caseStudies()));
  });

  it('order with nulls, limit/offset, aliases, count=exact and head', async () => {
    const anon = backend().clients.anon;
    const page = await anon.from('key_features').select('feature:title', { count: 'exact' }).order('display_order').range(1, 2);
    expect(page.data).toEqual([{ feature: 'Hindi, English and Hinglish' }, { feature: 'Budget and Intent Qualification' }]);
    expect(page.count).toBeGreaterThanOrEqual(7);
    const head = await anon.from('testimonials').select('*', { count: 'exact', head: true }).eq('name', 'Rohan Mehta');
    expect(head.data).toBeNull();
    expect(head.count).toBe(1);
    const nulls = await anon.from('case_studies').select('slug').order('featured_image', { ascending: true, nullsFirst: true }).limit(1);
    expect(nulls.error).toBeNull();
  });

  it('maybeSingle and single on many rows', async () => {
    const many = await backend().clients.anon.from('testimonials').select('*').single();
    expect(many.error?.code).toBe('PGRST116');
    const none = await backend().clients.anon.from('testimonials').select('*').eq('name', 'Nobody').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
  });

  it('upsert on a unique column and array insert', async () => {
    const admin = backend().clients.admin;
    const slug = uniqueSlug('upsert');
    await admin.from('case_studies').insert({ title: 'First', slug });
    const upserted = await admin.from('case_studies').upsert({ title: 'Second', slug }, { onConflict: 'slug' }).select('title').single();
    expect(upserted.data).toEqual({ title: 'Second' });
    const pair = await admin
      .from('testimonials')
      .insert([{ name: 'P1', quote: 'q' }, { name: 'P2', quote: 'q', rating: 4 }], { defaultToNull: false })
      .select('name, rating');
    expect(pair.data).toEqual([{ name: 'P1', rating: 5 }, { name: 'P2', rating: 4 }]);
  });

  it('site settings and pages round-trip jsonb and text for the admin', async () => {
    const admin = backend().clients.admin;
    const order = [{ id: 'hero', name: 'Hero Banner', component: 'HeroBanner' }];
    const saved = await admin.from('site_settings').update({ section_order: order }).eq('id', true).select('section_order').single();
    expect(saved.data?.section_order).toEqual(order);
    const page = await backend().clients.anon.from('site_pages').select('title, body').eq('slug', 'contact').single();
    expect(page.data?.title).toBe('Contact Us');
  });
});
