import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../../auth/api/sign-in-with-password.ts';
import { signOut } from '../../auth/api/sign-out.ts';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { listItemHistory } from './list-change-log.ts';
import { restoreItemVersion } from './restore-item-version.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
  await backend.createUser('editor@vaani.test', 'editor-password-1', { role: 'editor' });
  await signInWithPassword('editor@vaani.test', 'editor-password-1');
});
afterAll(async () => {
  await signOut();
  await backend?.local.stop();
});

const storedImage = (name: string) => `${backend.local.url}/storage/v1/object/public/images/testimonials/${name}.png`;

async function addMedia(url: string): Promise<string> {
  const { data, error } = await backend.service
    .from('media_files')
    .insert({ file_name: url.split('/').pop()!, original_name: 'face.png', file_type: 'image', use_case: 'testimonials', storage_url: url })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

describe('restoring a version', () => {
  it('makes an older testimonial current again as a new version, leaving its place in the list alone', async () => {
    const { data } = await backend.service.from('testimonials').insert({ name: 'Meera Shah', quote: 'First words', rating: 5, display_order: 70 }).select('id').single();
    const id = data?.id as string;
    await backend.service.from('testimonials').update({ quote: 'Second words', rating: 4, display_order: 71 }).eq('id', id);
    const [, first] = await listItemHistory('testimonials', id);
    expect(await restoreItemVersion({ kind: 'testimonials', rowId: id, version: first!.after! })).toEqual({ missingImages: [] });
    const { data: row } = await backend.service.from('testimonials').select('quote, rating, display_order').eq('id', id).single();
    expect(row).toEqual({ quote: 'First words', rating: 5, display_order: 71 });
    const history = await listItemHistory('testimonials', id);
    expect(history).toHaveLength(3);
    expect(history[0]?.actor_email).toBe('editor@vaani.test');
  });

  it('restores the text of a version whose image was deleted since, keeps the current image and says which is missing', async () => {
    const [kept, gone] = [storedImage('kept'), storedImage('gone')];
    await addMedia(kept);
    const goneId = await addMedia(gone);
    const { data } = await backend.service.from('testimonials').insert({ name: 'Kabir Rao', quote: 'Old quote', image: gone, display_order: 72 }).select('id').single();
    const id = data?.id as string;
    await backend.service.from('testimonials').update({ quote: 'New quote', image: kept }).eq('id', id);
    await backend.service.from('media_files').delete().eq('id', goneId);
    const [, first] = await listItemHistory('testimonials', id);
    expect(await restoreItemVersion({ kind: 'testimonials', rowId: id, version: first!.after! })).toEqual({ missingImages: [{ field: 'image', url: gone }] });
    const { data: row } = await backend.service.from('testimonials').select('quote, image').eq('id', id).single();
    expect(row).toEqual({ quote: 'Old quote', image: kept });
  });

  it("restores a case study's older title with a slug of its own when another case study took that slug since", async () => {
    const { data } = await backend.service.from('case_studies').insert({ title: 'Lakeside Homes', slug: 'lakeside-homes' }).select('id').single();
    const id = data?.id as string;
    await backend.service.from('case_studies').update({ title: 'Lakeside Villas', slug: 'lakeside-villas' }).eq('id', id);
    await backend.service.from('case_study_redirects').delete().eq('old_slug', 'lakeside-homes');
    await backend.service.from('case_studies').insert({ title: 'Lakeside Homes', slug: 'lakeside-homes' });
    const [, first] = await listItemHistory('case_studies', id);
    await restoreItemVersion({ kind: 'case_studies', rowId: id, version: first!.after! });
    const { data: row } = await backend.service.from('case_studies').select('title, slug').eq('id', id).single();
    expect(row).toEqual({ title: 'Lakeside Homes', slug: 'lakeside-homes-1' });
  });

  it('restores only the fields asked for on a shared row: the home layout alone of the site settings (admins only)', async () => {
    const order = (...ids: string[]) => ids.map((id) => ({ id, name: id, component: id }));
    const { data: before } = await backend.service.from('site_settings').select('config, section_order').eq('id', true).single();
    await backend.service.from('site_settings').update({ section_order: order('hero', 'faq') }).eq('id', true);
    await backend.service.from('site_settings').update({ section_order: order('faq') }).eq('id', true);
    await backend.service.from('site_settings').update({ config: { texts: [] } }).eq('id', true);
    // Editors neither read nor restore the site settings.
    expect(await listItemHistory('site_settings', 'true')).toEqual([]);
    await signOut();
    await backend.createUser('admin@vaani.test', 'admin-password-1', { role: 'admin' });
    await signInWithPassword('admin@vaani.test', 'admin-password-1');
    const layoutChanges = (await listItemHistory('site_settings', 'true')).filter((change) => change.before && 'section_order' in change.before);
    await restoreItemVersion({ kind: 'site_settings', rowId: 'true', version: layoutChanges[1]!.after!, fields: ['section_order'] });
    const { data: after } = await backend.service.from('site_settings').select('config, section_order').eq('id', true).single();
    expect(after).toEqual({ config: { texts: [] }, section_order: order('hero', 'faq') });
    await backend.service.from('site_settings').update(before!).eq('id', true);
  });
});
