import { expect, test } from '../support/test.ts';

test('static files answer byte ranges with 206, so videos can seek', async ({ request }) => {
  const whole = await request.get('/og-image.png');
  expect(whole.status()).toBe(200);
  expect(whole.headers()['accept-ranges'] ?? 'bytes').toBe('bytes');
  const size = (await whole.body()).length;

  const part = await request.get('/og-image.png', { headers: { Range: 'bytes=100-199' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 100-199/${size}`);
  expect((await part.body()).equals((await whole.body()).subarray(100, 200))).toBe(true);
});

test('ETags let the browser revalidate instead of downloading again', async ({ request }) => {
  const first = await request.get('/og-image.png');
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('/og-image.png', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
});

test('hashed assets are cached for a year, pages and unhashed files revalidate', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+-[A-Za-z0-9_-]{8,}\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect((await request.get(scripts[0]!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/pricing')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/og-image.png')).headers()['cache-control']).toBe('no-cache');
});

test('unknown paths are still 404', async ({ request }) => {
  expect((await request.get('/no-such-file.js')).status()).toBe(404);
  expect((await request.get('/assets/missing-file-ABCDEFGH.js')).status()).toBe(404);
});
