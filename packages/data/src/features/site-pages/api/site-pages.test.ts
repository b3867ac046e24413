import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../../auth/api/sign-in-with-password.ts';
import { signOut } from '../../auth/api/sign-out.ts';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';
import { getSitePage } from './get-site-page.ts';
import { updateSitePage } from './update-site-page.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
  await backend.createUser('admin@vaani.test', 'admin-password-1', { role: 'admin' });
});
afterAll(() => backend?.local.stop());

describe('site pages', () => {
  it('are readable by visitors', async () => {
    expect((await getSitePage('privacy-policy'))?.title).toBe('Privacy Policy');
  });

  it('cannot be changed by visitors', async () => {
    await expect(updateSitePage('privacy-policy', { title: 'Hacked', body: '', seo_title: '', seo_description: '', social_image: '' })).rejects.toThrow(/^Failed to save the page: /);
    expect((await getSitePage('privacy-policy'))?.title).toBe('Privacy Policy');
  });

  it('are saved by an admin', async () => {
    await signInWithPassword('admin@vaani.test', 'admin-password-1');
    const saved = await updateSitePage('terms-of-service', { title: 'Terms', body: '## Use\n\nBe kind.', seo_title: 'Our terms', seo_description: '', social_image: '' });
    expect(saved).toMatchObject({ slug: 'terms-of-service', title: 'Terms', body: '## Use\n\nBe kind.', seo_title: 'Our terms', seo_description: null });
    expect((await getSitePage('terms-of-service'))?.body).toBe('## Use\n\nBe kind.');
    await signOut();
  });
});
