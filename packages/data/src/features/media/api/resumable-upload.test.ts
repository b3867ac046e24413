import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../../auth/api/sign-in-with-password.ts';
import { signOut } from '../../auth/api/sign-out.ts';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { resumableUpload, storageRefusal } from './resumable-upload.ts';

let backend: Backend;

const clip = (bytes: number) => new File([new Uint8Array(bytes)], 'clip.mp4', { type: 'video/mp4' });

beforeAll(async () => {
  backend = await startBackend();
  await backend.createUser('admin@vaani.test', 'admin-password-1', { role: 'admin' });
  await signInWithPassword('admin@vaani.test', 'admin-password-1');
});
afterAll(async () => {
  await signOut();
  await backend?.local.stop();
});

describe('resumable uploads', () => {
  it('never overwrite an existing object', async () => {
    await resumableUpload({ bucket: 'videos', path: 'general/fixed.mp4', file: clip(10), cacheControlSeconds: 3600 });
    const failure = await resumableUpload({ bucket: 'videos', path: 'general/fixed.mp4', file: clip(20), cacheControlSeconds: 3600 }).catch(
      (error: unknown) => error,
    );
    expect(storageRefusal(failure)).toEqual({ status: 409, message: 'The resource already exists' });
    const stored = await fetch(`${backend.local.url}/storage/v1/object/public/videos/general/fixed.mp4`);
    expect((await stored.arrayBuffer()).byteLength).toBe(10);
  });

  it('refuse a file of the wrong type for the bucket before any byte is sent', async () => {
    const failure = await resumableUpload({ bucket: 'images', path: 'general/clip.mp4', file: clip(10), cacheControlSeconds: 3600 }).catch(
      (error: unknown) => error,
    );
    expect(storageRefusal(failure)).toEqual({ status: 415, message: 'mime type video/mp4 is not supported' });
  });

  it('store the cache control asked for', async () => {
    await resumableUpload({ bucket: 'videos', path: 'general/cached.mp4', file: clip(10), cacheControlSeconds: 3600 });
    const stored = await fetch(`${backend.local.url}/storage/v1/object/public/videos/general/cached.mp4`);
    expect(stored.headers.get('cache-control')).toBe('max-age=3600');
  });
});
