import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../client/get-supabase.ts';
import { signInWithPassword } from '../../auth/api/sign-in-with-password.ts';
import { signOut } from '../../auth/api/sign-out.ts';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { getAgentImage } from './get-agent-image.ts';
import { deleteMedia, listMediaLibrary, setMediaActive } from './media-library.ts';
import { getNewestPublicMedia } from './get-newest-public-media.ts';
import { MEDIA_MESSAGES } from './media-types.ts';
import { UploadError, describeUploadError, uploadMedia } from './upload-media.ts';

let backend: Backend;

// A real 1×1 PNG, so the stored object is a file a browser could show.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

const png = (name: string) => new File([PNG], name, { type: 'image/png' });

beforeAll(async () => {
  backend = await startBackend();
  await backend.createUser('admin@vaani.test', 'admin-password-1', { role: 'admin' });
});
afterAll(() => backend?.local.stop());

describe('uploadMedia', () => {
  beforeAll(() => signInWithPassword('admin@vaani.test', 'admin-password-1'));
  afterAll(() => signOut());

  it('stores the file under {use_case}/{timestamp-random.ext} and records its metadata', async () => {
    const media = await uploadMedia({ file: png('Agent Photo.PNG'), fileType: 'image', useCase: 'agentImage' });
    expect(media.file_name).toMatch(/^agentImage\/\d{13}-[a-z0-9]+\.png$/);
    expect(media).toMatchObject({
      original_name: 'Agent Photo.PNG',
      file_type: 'image',
      use_case: 'agentImage',
      content_type: 'image/png',
      file_size: PNG.byteLength,
      is_active: true,
    });
    expect(media.storage_url).toBe(`${backend.local.url}/storage/v1/object/public/images/${media.file_name}`);
    const served = await fetch(media.storage_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('3600');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('reports upload progress in percent up to 100 through the resumable protocol', async () => {
    const seen: number[] = [];
    const big = new File([new Uint8Array(13 * 1024 * 1024)], 'tour.mp4', { type: 'video/mp4' });
    await uploadMedia({ file: big, fileType: 'video', useCase: 'virtualTours', onProgress: (percent) => seen.push(percent) });
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it("falls back to the 'general' folder and the videos bucket for videos", async () => {
    const video = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'demo.mp4', { type: 'video/mp4' });
    const media = await uploadMedia({ file: video, fileType: 'video' });
    expect(media.file_name).toMatch(/^general\/\d{13}-[a-z0-9]+\.mp4$/);
    expect(media.storage_url).toContain('/storage/v1/object/public/videos/general/');
  });

  it('refuses files over 50 MB before uploading anything', async () => {
    const big = new File([new Uint8Array(52428800 + 1)], 'huge.mp4', { type: 'video/mp4' });
    const failure = await uploadMedia({ file: big, fileType: 'video' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect(describeUploadError(failure)).toEqual({
      title: 'File too large',
      description: 'File size is 50.00 MB. Please select a file smaller than 50MB.',
    });
    const { data } = await backend.service.storage.from('videos').list('general');
    expect((data ?? []).some((object) => object.name.endsWith('huge.mp4'))).toBe(false);
  });

  it('removes the uploaded object when its metadata cannot be saved', async () => {
    const client = await getSupabase();
    const realFrom = client.from.bind(client);
    // The metadata table is unreachable for this one upload; storage and the removal stay real.
    const spy = vi.spyOn(client, 'from').mockImplementation((table: string) =>
      realFrom(table === 'media_files' ? 'media_files_unavailable' : table),
    );
    const failure = await uploadMedia({ file: png('orphan.png'), fileType: 'image', useCase: 'orphanCheck' }).catch(
      (error: unknown) => error,
    );
    spy.mockRestore();
    expect(describeUploadError(failure)).toEqual({ title: 'Upload failed', description: 'Failed to save file metadata' });
    const { data, error } = await backend.service.storage.from('images').list('orphanCheck');
    expect(error).toBeNull();
    expect(data ?? []).toEqual([]);
  });

  it('describes an unexpected failure with the generic upload message', () => {
    expect(describeUploadError(new TypeError('boom'))).toEqual({
      title: MEDIA_MESSAGES.uploadFailedTitle,
      description: 'There was a problem uploading your file.',
    });
  });
});

describe('the admin library', () => {
  beforeAll(() => signInWithPassword('admin@vaani.test', 'admin-password-1'));
  afterAll(() => signOut());

  it('shows inactive files to the admin, and deletes the object with its row', async () => {
    const media = await uploadMedia({ file: png('library.png'), fileType: 'image', useCase: 'libraryCheck' });
    expect((await setMediaActive(media.id, false)).is_active).toBe(false);
    expect((await listMediaLibrary('image')).find((row) => row.id === media.id)?.is_active).toBe(false);
    expect(await getNewestPublicMedia('libraryCheck', 'image')).toBeNull();
    await deleteMedia(media);
    expect((await listMediaLibrary()).map((row) => row.id)).not.toContain(media.id);
    expect((await fetch(media.storage_url)).status).toBe(404);
  });
});

describe('uploads by visitors', () => {
  it('are refused before any byte is stored', async () => {
    const failure = await uploadMedia({ file: png('sneaky.png'), fileType: 'image', useCase: 'sneaky' }).catch((error: unknown) => error);
    expect(describeUploadError(failure)).toEqual({ title: 'Upload failed', description: 'new row violates row-level security policy' });
    const { data } = await backend.service.storage.from('images').list('sneaky');
    expect(data ?? []).toEqual([]);
  });
});

describe('the newest public media', () => {
  let older: string;
  let newer: string;

  beforeAll(async () => {
    await signInWithPassword('admin@vaani.test', 'admin-password-1');
    older = (await uploadMedia({ file: png('one.png'), fileType: 'image', useCase: 'propertySearch' })).id;
    await new Promise((resolve) => setTimeout(resolve, 20));
    newer = (await uploadMedia({ file: png('two.png'), fileType: 'image', useCase: 'propertySearch' })).id;
    await uploadMedia({ file: new File([new Uint8Array([1])], 'clip.mp4', { type: 'video/mp4' }), fileType: 'video', useCase: 'propertySearch' });
    await signOut();
  });

  it('is the newest active file of the use case and type', async () => {
    expect((await getNewestPublicMedia('propertySearch', 'image'))?.id).toBe(newer);
    expect((await getNewestPublicMedia('propertySearch', 'video'))?.original_name).toBe('clip.mp4');
  });

  it('skips inactive files', async () => {
    await backend.service.from('media_files').update({ is_active: false }).eq('id', newer);
    expect((await getNewestPublicMedia('propertySearch', 'image'))?.id).toBe(older);
  });

  it('returns the newest agent image, or null when there is none', async () => {
    const agent = await getAgentImage();
    expect(agent?.use_case).toBe('agentImage');
    await backend.service.from('media_files').update({ is_active: false }).eq('use_case', 'agentImage');
    expect(await getAgentImage()).toBeNull();
  });
});
