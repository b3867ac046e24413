import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { getNewestPublicMedia } from './get-newest-public-media.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.local.stop());

const row = (fileName: string, uploadedAt: string, isActive = true) => ({
  file_name: fileName,
  original_name: fileName,
  file_type: 'video',
  use_case: 'demo',
  storage_url: `${backend.local.url}/storage/v1/object/public/videos/${fileName}`,
  content_type: 'video/mp4',
  file_size: 1000,
  is_active: isActive,
  uploaded_at: uploadedAt,
});

describe('getNewestPublicMedia', () => {
  it('gives a visitor the newest active video of the use case, or null when there is none', async () => {
    expect(await getNewestPublicMedia('demo', 'video')).toBeNull();
    const saved = await backend.service.from('media_files').insert([
      row('demo/older.mp4', '2026-01-01T00:00:00Z'),
      row('demo/newest.mp4', '2026-03-01T00:00:00Z'),
      row('demo/hidden.mp4', '2026-04-01T00:00:00Z', false),
    ]);
    expect(saved.error).toBeNull();
    expect((await getNewestPublicMedia('demo', 'video'))?.file_name).toBe('demo/newest.mp4');
  });

  it('reads as no video when the backend cannot answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await backend.local.stop();
    expect(await getNewestPublicMedia('demo', 'video')).toBeNull();
    warn.mockRestore();
  });
});
