import { expect, test } from '../support/test.ts';
import { startPageServer } from '../../host/server/page-server.mjs';
import { startStaticServer } from '../../scripts/serve-static.mjs';
import { supabaseUrl } from '../../scripts/local-env.mjs';

// A second host server whose remotes.json points the marketing remote at a port nothing listens
// on; forms and admin stay on the real servers.
const HOST_PORT = 5190;
const DEAD_MARKETING_PORT = 5191;

let host: Awaited<ReturnType<typeof startPageServer>>;

test.beforeAll(async () => {
  host = await startPageServer({
    root: 'host/dist',
    port: HOST_PORT,
    supabase: { url: supabaseUrl() ?? '' },
    files: {
      '/remotes.json': JSON.stringify({
        marketing: `http://localhost:${DEAD_MARKETING_PORT}/assets/remoteEntry.js`,
        forms: 'http://localhost:5175/assets/remoteEntry.js',
        admin: 'http://localhost:5176/assets/remoteEntry.js',
      }),
    },
  });
});

test.afterAll(async () => {
  await host?.close();
});

test('a remote that is down shows a fallback with Retry; header, footer and other remotes keep working', async ({ page }) => {
  await page.goto(`http://localhost:${HOST_PORT}/pricing`);
  const fallback = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('footer').getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
  const email = page.locator('footer').getByLabel('Email address');
  await email.fill('buyer@example.com');
  await expect(page.locator('footer').getByRole('button', { name: 'Subscribe' })).toBeEnabled();

  // The admin remote still loads on its own route.
  await page.goto(`http://localhost:${HOST_PORT}/auth`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});

test('Retry loads the remote once it is back', async ({ page }) => {
  await page.goto(`http://localhost:${HOST_PORT}/faq`);
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  const marketing = await startStaticServer({ root: 'remotes/marketing/dist', port: DEAD_MARKETING_PORT, cors: true });
  try {
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(retry).toHaveCount(0);
  } finally {
    await marketing.close();
  }
});
