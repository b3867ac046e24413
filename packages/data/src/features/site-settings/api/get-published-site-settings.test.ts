import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend } from '../../../testing/local-backend.ts';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.local.stop());

// The op keeps its first answer for the page's life, so each case loads a fresh module.
async function freshOp() {
  vi.resetModules();
  return (await import('./get-published-site-settings.ts')).getPublishedSiteSettings;
}

describe('getPublishedSiteSettings', () => {
  it('gives a visitor the published configuration and section order, once per page', async () => {
    const order = [{ id: 'hero', name: 'Hero Banner', component: 'HeroSection' }];
    const config = { texts: [{ id: 'hero-title', section: 'hero', field: 'title', content: 'Published' }] };
    const saved = await backend.service.from('site_settings').upsert({ id: true, config, section_order: order });
    expect(saved.error).toBeNull();
    const getPublishedSiteSettings = await freshOp();
    const first = getPublishedSiteSettings();
    expect(getPublishedSiteSettings()).toBe(first);
    expect(await first).toEqual({ config, sectionOrder: order });
  });

  it('reads as nothing published when the backend cannot answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await backend.local.stop();
    const getPublishedSiteSettings = await freshOp();
    expect(await getPublishedSiteSettings()).toBeNull();
    warn.mockRestore();
  });
});
