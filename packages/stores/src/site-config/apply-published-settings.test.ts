import { describe, expect, it, vi } from 'vitest';

describe('loadPublishedSettings', () => {
  it('asks once per page and hands the answer to the order and configuration stores', async () => {
    localStorage.clear();
    vi.resetModules();
    const { loadPublishedSettings } = await import('./apply-published-settings.ts');
    const { useSectionOrderStore } = await import('../section-order/section-order-store.ts');
    const { getText } = await import('./site-config-store.ts');
    const fetchPublished = vi.fn(async () => ({
      config: { texts: [{ id: 'hero-title', section: 'hero', field: 'title', content: 'Published' }] },
      sectionOrder: [{ id: 'hero', name: 'Hero Banner', component: 'HeroSection' }],
    }));
    await Promise.all([loadPublishedSettings(fetchPublished), loadPublishedSettings(fetchPublished)]);
    expect(fetchPublished).toHaveBeenCalledTimes(1);
    expect(useSectionOrderStore.getState().publishedLoaded).toBe(true);
    expect(useSectionOrderStore.getState().sections.map((entry) => entry.id)).toEqual(['hero']);
    expect(getText('hero', 'title', 'x')).toBe('Published');
  });

  it('marks nothing published when the settings cannot be read', async () => {
    localStorage.clear();
    vi.resetModules();
    const { loadPublishedSettings } = await import('./apply-published-settings.ts');
    const { useSectionOrderStore } = await import('../section-order/section-order-store.ts');
    const { DEFAULT_SECTION_ORDER } = await import('../section-order/home-sections.ts');
    await loadPublishedSettings(async () => null);
    expect(useSectionOrderStore.getState().publishedLoaded).toBe(true);
    expect(useSectionOrderStore.getState().sections).toEqual(DEFAULT_SECTION_ORDER);
  });
});
