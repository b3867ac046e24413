import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SECTION_ORDER } from './home-sections.ts';

async function loadStore(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('homepageSectionOrder', stored);
  vi.resetModules();
  const store = await import('./section-order-store.ts');
  /** The order the home page shows with `published` (nothing published by default). */
  const shown = (published?: unknown) => store.sectionOrderOf(store.useSectionOrderStore.getState().preview, published);
  return { ...store, shown };
}

const ids = (sections: readonly { id: string }[]) => sections.map((entry) => entry.id);

describe('home section order store', () => {
  it('uses the spec default order when nothing is stored', async () => {
    const { shown } = await loadStore();
    expect(ids(shown())).toEqual([
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
    const { shown } = await loadStore(JSON.stringify(saved));
    expect(shown()).toEqual(saved);
  });

  it('skips entries with an unknown component', async () => {
    const saved = [
      { id: 'hero', name: 'Hero Banner', component: 'HeroSection' },
      { id: 'gone', name: 'Removed section', component: 'PressLogosSection' },
      { id: 'cta', name: 'Call to Action', component: 'CallToActionSection' },
    ];
    const { shown } = await loadStore(JSON.stringify(saved));
    expect(ids(shown())).toEqual(['hero', 'cta']);
  });

  it('shows no section when every saved entry is unknown: the saved order overrides the default (spec §2)', async () => {
    const { shown } = await loadStore(JSON.stringify([{ id: 'gone', name: 'Removed section', component: 'PressLogosSection' }]));
    expect(shown()).toEqual([]);
  });

  it.each(['not json at all', '{"hero":1}', '42', '[]'])('keeps the default when storage holds %s', async (raw) => {
    const { shown } = await loadStore(raw);
    expect(shown()).toEqual(DEFAULT_SECTION_ORDER);
  });

  it('keeps a preview under homepageSectionOrder until it is cleared', async () => {
    const { useSectionOrderStore, shown } = await loadStore();
    const preview = [
      { id: 'request-callback', name: 'Request Callback', component: 'RequestCallbackSection' as const },
      { id: 'hero', name: 'Hero Banner', component: 'HeroSection' as const },
    ];
    useSectionOrderStore.getState().setPreview(preview);
    expect(ids(shown())).toEqual(['request-callback', 'hero']);
    expect(ids(JSON.parse(localStorage.getItem('homepageSectionOrder') ?? '[]'))).toEqual(['request-callback', 'hero']);

    useSectionOrderStore.getState().clearPreview();
    expect(shown()).toEqual(DEFAULT_SECTION_ORDER);
    expect(localStorage.getItem('homepageSectionOrder')).toBeNull();
  });

  it('uses the published order when nothing is stored locally, and the local preview over it', async () => {
    const published = [
      { id: 'cta', name: 'Call to Action', component: 'CallToActionSection' },
      { id: 'hero', name: 'Hero Banner', component: 'HeroSection' },
    ];
    const { useSectionOrderStore, shown } = await loadStore();
    expect(ids(shown(published))).toEqual(['cta', 'hero']);

    const local = [{ id: 'hero', name: 'Hero Banner', component: 'HeroSection' }];
    localStorage.setItem('homepageSectionOrder', JSON.stringify(local));
    window.dispatchEvent(new StorageEvent('storage', { key: 'homepageSectionOrder' }));
    expect(ids(shown(published))).toEqual(['hero']);

    useSectionOrderStore.getState().clearPreview();
    expect(ids(shown(published))).toEqual(['cta', 'hero']);
  });

  it('shows no section for a published order naming no known component, and the default when nothing is published', async () => {
    const { shown } = await loadStore();
    expect(shown([{ id: 'press', name: 'Press', component: 'PressLogos' }])).toEqual([]);
    expect(shown(null)).toEqual(DEFAULT_SECTION_ORDER);
  });
});
