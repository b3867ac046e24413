// Storage as the admin media upload uses it (site-spec §7.7) and as the video player reads it.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backendForThisFile } from '@vaani/supabase-local/testing/backend';

const backend = backendForThisFile();

const MAX_UPLOAD_BYTES = 52428800;

describe('storage', () => {
  it('uploads without overwrite, refuses a second upload with 409, and serves the public URL', async () => {
    const videos = backend().clients.admin.storage.from('videos');
    const path = `propertySearch/${Date.now()}-tour.mp4`;
    const first = await videos.upload(path, new Blob(['0123456789'], { type: 'video/mp4' }), { cacheControl: '3600', upsert: false });
    expect(first.error).toBeNull();
    expect(first.data?.path).toBe(path);

    const again = await videos.upload(path, new Blob(['other'], { type: 'video/mp4' }), { cacheControl: '3600', upsert: false });
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const url = videos.getPublicUrl(path).data.publicUrl;
    const full = await fetch(url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('cache-control')).toBe('max-age=3600');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(await full.text()).toBe('0123456789');
  });

  it('answers Range requests so videos can seek', async () => {
    const path = `general/${Date.now()}-seek.mp4`;
    await backend().clients.admin.storage.from('videos').upload(path, Buffer.from('abcdefghij'), { contentType: 'video/mp4' });
    const url = backend().clients.anon.storage.from('videos').getPublicUrl(path).data.publicUrl;
    const middle = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await middle.text()).toBe('cdef');
    const tail = await fetch(url, { headers: { range: 'bytes=-3' } });
    expect(await tail.text()).toBe('hij');
    const open = await fetch(url, { headers: { range: 'bytes=7-' } });
    expect(await open.text()).toBe('hij');
    const beyond = await fetch(url, { headers: { range: 'bytes=50-60' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');
  });

  it('upserts, lists and removes objects', async () => {
    const images = backend().clients.admin.storage.from('images');
    const path = `agentImage/${Date.now()}.png`;
    await images.upload(path, new Blob(['v1'], { type: 'image/png' }));
    expect((await images.upload(path, new Blob(['v2'], { type: 'image/png' }), { upsert: true })).error).toBeNull();
    expect(await (await images.download(path)).data?.text()).toBe('v2');
    const listing = await images.list('agentImage');
    expect(listing.data?.map((entry) => entry.name)).toContain(path.split('/')[1]);
    const removed = await images.remove([path]);
    expect(removed.data?.map((object) => object.name)).toEqual([path]);
    expect((await fetch(images.getPublicUrl(path).data.publicUrl)).status).toBe(404);
  });

  it('refuses a 51 MB upload with a 413 JSON error', async () => {
    const big = new Blob([new Uint8Array(51 * 1024 * 1024)], { type: 'video/mp4' });
    const { error } = await backend().clients.admin.storage.from('videos').upload('general/too-big.mp4', big);
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const exact = new Blob([new Uint8Array(MAX_UPLOAD_BYTES)], { type: 'video/mp4' });
    expect((await backend().clients.admin.storage.from('videos').upload(`general/${Date.now()}-max.mp4`, exact)).error).toBeNull();
  });

  it('refuses a file whose type the bucket does not allow', async () => {
    const { error } = await backend().clients.admin.storage.from('videos').upload('general/cv.pdf', new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type application/pdf is not supported' });
    const image = await backend().clients.admin.storage.from('images').upload('general/clip.mp4', new Blob(['x'], { type: 'video/mp4' }));
    expect(image.error?.statusCode).toBe('415');
  });

  it('refuses keys that climb out of the bucket and unknown buckets', async () => {
    const response = await fetch(`${backend().server.url}/storage/v1/object/images/..%2F..%2Fkeys.json`, {
      method: 'POST',
      headers: { apikey: backend().server.serviceKey, authorization: `Bearer ${backend().server.serviceKey}`, 'content-type': 'image/png' },
      body: 'x',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'InvalidKey' });
    const missing = await backend().clients.admin.storage.from('secrets').upload('a.png', new Blob(['x'], { type: 'image/png' }));
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('stores one media type and one Cache-Control line, and refuses anything else with a 400', async () => {
    const images = backend().clients.admin.storage.from('images');
    const listed = await images.upload(`general/${Date.now()}-two-types.png`, new Blob(['x'], { type: 'image/png, text/html' }));
    expect(listed.error?.statusCode).toBe('400');
    const broken = await images.upload(`general/${Date.now()}-cache.png`, new Blob(['x'], { type: 'image/png' }), { cacheControl: '1\r\nX-Injected: 1' });
    expect(broken.error?.statusCode).toBe('400');
  });

  it('refuses bad TUS metadata with a 400: two media types, a line break, a climbing name, a hidden bucket', async () => {
    const cases: Record<string, string>[] = [
      { bucketName: 'images', objectName: `general/${Date.now()}-a.png`, contentType: 'image/png, text/html' },
      { bucketName: 'images', objectName: `general/${Date.now()}-b.png`, contentType: 'image/png\r\nX-Injected: 1' },
      { bucketName: 'images', objectName: `general/${Date.now()}-c.png`, contentType: 'image/png', cacheControl: '3600\r\nX-Injected: 1' },
      { bucketName: 'images', objectName: '../escape.png', contentType: 'image/png' },
      { bucketName: '.resumable', objectName: 'general/x.png', contentType: 'image/png' },
    ];
    for (const metadata of cases) {
      const response = await fetch(`${backend().server.url}/storage/v1/upload/resumable`, {
        method: 'POST',
        headers: { ...adminHeaders(), 'tus-resumable': '1.0.0', 'upload-length': '1', 'upload-metadata': tusMetadata(metadata) },
      });
      expect(response.status, JSON.stringify(metadata)).toBe(400);
    }
  });

  it('serves an object whose stored metadata is broken with safe headers', async () => {
    const images = backend().clients.admin.storage.from('images');
    const path = `general/${Date.now()}-planted.png`;
    expect((await images.upload(path, new Blob(['png'], { type: 'image/png' }))).error).toBeNull();
    const db = new pg.Client({ connectionString: backend().server.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `update storage.objects set metadata = metadata || '{"mimetype": "text/html\\r\\nX-Injected: 1", "cacheControl": "max-age=1\\r\\nX-Injected: 1"}' where bucket_id = 'images' and name = $1`,
        [path],
      );
    } finally {
      await db.end();
    }
    const served = await fetch(images.getPublicUrl(path).data.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('cache-control')).toBe('max-age=3600');
    expect(served.headers.get('x-injected')).toBeNull();
  });
});

function adminHeaders(): Record<string, string> {
  return { apikey: backend().server.serviceKey, authorization: `Bearer ${backend().server.serviceKey}` };
}

/** TUS's Upload-Metadata header: comma-separated "key base64(value)" pairs. */
function tusMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}
