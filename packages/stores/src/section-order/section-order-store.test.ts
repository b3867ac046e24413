import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SECTION_ORDER } from './home-sections.ts';

async function loadStore(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('homepageSectionOrder', stored);
  vi.resetModules();
  return import('./section-order-store.ts');
}

const ids = (sections: readonly { id: string }[]) => sections.map((entry) => entry.id);

describe('home section order store', () => {
  it('uses the spec default order when nothing is stored', async () => {
    const { useSectionOrderStore } = await loadStore();
    expect(ids(useSectionOrderStore.getState().sections)).toEqual([
      'hero',
      'request-callback',
      'how-it-works',
      'omnichannel-banner',
      'benefits',
      'key-features',
      'use-cases',
      'testimonials',
      'call-to-action',
    ]);
  });

  it('lets a saved order override the default', async () => {
    const saved = [
      { id: 'testimonials', name: 'Testimonials', component: 'TestimonialsSection' },
      { id: 'hero', name: 'Hero Banner', component: 'HeroSection' },
    ];
    const { useSectionOrderStore } = await loadStore(JSON.stringify(saved));
    expect(useSectionOrderStore.getState().sections).toEqual(saved);
  });

  it('skips entries with an unknown component', async () => {
    const saved = [
      { id: 'hero', name: 'Hero Banner', component: 'HeroSection' },
      { id: 'gone', name: 'Removed section', component: 'PressLogosSection' },
      { id: 'cta', name: 'Call to Action', component: 'CallToActionSection' },
    ];
    const { useSectionOrderStore } = await loadStore(JSON.stringify(saved));
    expect(ids(useSectionOrderStore.getState().sections)).toEqual(['hero', 'cta']);
  });

  it('shows no section when every saved entry is unknown: the saved order overrides the default (spec §2)', async () => {
    const { useSectionOrderStore } = await loadStore(JSON.stringify([{ id: 'gone', name: 'Removed section', component: 'PressLogosSection' }]));
    expect(useSectionOrderStore.getState().sections).toEqual([]);
  });

  it.each(['not json at all', '{"hero":1}', '42', '[]'])('keeps the default when storage holds %s', async (raw) => {
    const { useSectionOrderStore } = await loadStore(raw);
    expect(useSectionOrderStore.getState().sections).toEqual(DEFAULT_SECTION_ORDER);
  });

  it('saves moves under homepageSectionOrder and resets to the default', async () => {
    const { useSectionOrderStore } = await loadStore();
    useSectionOrderStore.getState().moveSection('request-callback', 'up');
    expect(ids(useSectionOrderStore.getState().sections).slice(0, 2)).toEqual(['request-callback', 'hero']);
    const saved = JSON.parse(localStorage.getItem('homepageSectionOrder') ?? '[]');
    expect(ids(saved).slice(0, 2)).toEqual(['request-callback', 'hero']);

    useSectionOrderStore.getState().moveSection('request-callback', 'up');
    expect(ids(useSectionOrderStore.getState().sections)[0]).toBe('request-callback');

    useSectionOrderStore.getState().resetOrder();
    expect(useSectionOrderStore.getState().sections).toEqual(DEFAULT_SECTION_ORDER);
    expect(localStorage.getItem('homepageSectionOrder')).toBeNull();
  });

  it('uses the published order when nothing is stored locally, and the local preview over it', async () => {
    const published = [
      { id: 'cta', name: 'Call to Action', component: 'CallToActionSection' },
      { id: 'hero', name: 'Hero Banner', component: 'HeroSection' },
    ];
    const { useSectionOrderStore } = await loadStore();
    expect(useSectionOrderStore.getState().publishedLoaded).toBe(false);
    useSectionOrderStore.getState().applyPublished(published);
    expect(useSectionOrderStore.getState().publishedLoaded).toBe(true);
    expect(ids(useSectionOrderStore.getState().sections)).toEqual(['cta', 'hero']);

    const local = [{ id: 'hero', name: 'Hero Banner', component: 'HeroSection' }];
    localStorage.setItem('homepageSectionOrder', JSON.stringify(local));
    useSectionOrderStore.getState().reload();
    expect(ids(useSectionOrderStore.getState().sections)).toEqual(['hero']);

    useSectionOrderStore.getState().resetOrder();
    expect(ids(useSectionOrderStore.getState().sections)).toEqual(['cta', 'hero']);
  });

  it('shows no section for a published order naming no known component, and the default when nothing is published', async () => {
    const { useSectionOrderStore } = await loadStore();
    useSectionOrderStore.getState().applyPublished([{ id: 'press', name: 'Press', component: 'PressLogos' }]);
    expect(useSectionOrderStore.getState().sections).toEqual([]);
    useSectionOrderStore.getState().applyPublished(null);
    expect(useSectionOrderStore.getState().sections).toEqual(DEFAULT_SECTION_ORDER);
  });
});
