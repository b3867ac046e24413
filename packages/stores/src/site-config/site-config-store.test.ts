import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG } from './default-site-config.ts';

// The store reads storage when its module loads, so each case loads a fresh copy after seeding.
async function loadStore(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('siteConfig', stored);
  vi.resetModules();
  const store = await import('./site-config-store.ts');
  /** What a page shows with `published` (nothing published by default). */
  const shown = (published?: unknown) => store.siteConfigOf(store.useSiteConfigStore.getState().preview, published);
  return {
    ...store,
    shown,
    getLink: (id: string) => store.siteLinkOf(shown(), id),
    getText: (section: string, field: string, fallback: string, published?: unknown) =>
      store.siteTextOf(shown(published), section, field, fallback),
  };
}

describe('site configuration store', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the spec defaults when nothing is stored', async () => {
    const { shown, getLink } = await loadStore();
    const config = shown();
    const colors = Object.fromEntries(config.styles.colors.map((color) => [color.id, color.value]));
    expect(colors.primary).toBe('#1e293b');
    expect(colors.secondary).toBe('#f8fafc');
    expect(config.styles.spacing).toEqual({
      howItWorksVerticalGap: 40,
      sectionPadding: 60,
      testimonialSpacing: 24,
      benefitsGap: 32,
    });
    for (const button of ['primary', 'secondary', 'outline'] as const) {
      expect(Object.keys(config.styles.buttons[button]).sort()).toEqual(
        ['background', 'borderColor', 'borderRadius', 'hoverBackground', 'textColor'],
      );
    }
    expect(getLink('get-started')).toBe('/contact-us');
    expect(getLink('demo-booking')).toMatch(/^https:\/\//);
  });

  it('has every default image slot of spec §3, by section', async () => {
    const { shown } = await loadStore();
    const count = (section: string) => shown().images.filter((image) => image.section === section).length;
    expect(count('Homepage')).toBe(11);
    expect(count('Use Cases')).toBe(4);
    expect(count('Testimonials')).toBe(3);
    expect(count('Real Estate Solution')).toBe(2);
    expect(count('Brand')).toBe(3);
    expect(count('Footer')).toBe(1);
    expect(count('Backgrounds')).toBe(2);
    const ids = shown().images.map((image) => image.id);
    expect(ids).toEqual(
      expect.arrayContaining(['benefitsIcon1', 'benefitsIcon2', 'benefitsIcon3', 'benefitsIcon4', 'agentImage']),
    );
    const realEstate = shown().images.filter((image) => image.section === 'Real Estate Solution');
    // Default URLs the site ships itself (host/public/solutions/), so they show with no network.
    expect(realEstate.map((image) => image.url)).toEqual(['/solutions/real-estate-towers.svg', '/solutions/real-estate-sales-desk.svg']);
  });

  it('merges a stored configuration over the defaults', async () => {
    const stored = {
      styles: {
        colors: [{ id: 'primary', name: 'Primary', value: '#ff0000', description: 'Brand' }],
        buttons: { primary: { borderRadius: '999px' } },
        spacing: { sectionPadding: 80 },
      },
      links: [{ id: 'get-started', name: 'Get started', url: '/pricing' }],
    };
    const { shown, getLink } = await loadStore(JSON.stringify(stored));
    const config = shown();
    expect(config.styles.colors.find((color) => color.id === 'primary')?.value).toBe('#ff0000');
    expect(config.styles.colors.find((color) => color.id === 'secondary')?.value).toBe('#f8fafc');
    expect(config.styles.buttons.primary.borderRadius).toBe('999px');
    expect(config.styles.buttons.primary.background).toBe(DEFAULT_SITE_CONFIG.styles.buttons.primary.background);
    expect(config.styles.spacing.sectionPadding).toBe(80);
    expect(config.styles.spacing.benefitsGap).toBe(32);
    expect(getLink('get-started')).toBe('/pricing');
    expect(getLink('demo-booking')).toBe(DEFAULT_SITE_CONFIG.links[0]?.url);
    expect(config.images).toHaveLength(DEFAULT_SITE_CONFIG.images.length);
  });

  it('keeps stored images that are not among the defaults, and stored urls of default slots', async () => {
    const extra = { id: 'partnerBadge', section: 'Homepage', field: 'partnerBadge', url: '/badge.png', alt: 'Badge', description: '' };
    const agent = { id: 'agentImage', section: 'Homepage', field: 'agentImage', url: '/agent.png', alt: 'Agent', description: '' };
    const { shown } = await loadStore(JSON.stringify({ images: [agent, extra] }));
    const { images } = shown();
    expect(images).toContainEqual(extra);
    expect(images.find((image) => image.id === 'agentImage')?.url).toBe('/agent.png');
    expect(images).toHaveLength(DEFAULT_SITE_CONFIG.images.length + 1);
  });

  it('ignores stored values of the wrong type', async () => {
    const stored = {
      styles: {
        colors: [{ id: 'primary', value: 42 }, { value: '#000000' }],
        buttons: { outline: { background: null, textColor: '#111111' } },
        spacing: { benefitsGap: '32px', sectionPadding: 72 },
      },
      images: ['not an image', { id: 'extraBanner', url: '/banner.png' }],
    };
    const { shown } = await loadStore(JSON.stringify(stored));
    const config = shown();
    expect(config.styles.colors).toEqual(DEFAULT_SITE_CONFIG.styles.colors);
    expect(config.styles.buttons.outline.background).toBe('transparent');
    expect(config.styles.buttons.outline.textColor).toBe('#111111');
    expect(config.styles.spacing).toMatchObject({ benefitsGap: 32, sectionPadding: 72 });
    expect(config.images.at(-1)).toEqual({
      id: 'extraBanner',
      section: '',
      field: '',
      url: '/banner.png',
      alt: '',
      description: '',
    });
  });

  it('gives a link or image that breaks the site-settings rules the default address', async () => {
    const stored = {
      links: [
        { id: 'get-started', url: 'javascript:alert(1)' },
        { id: 'twitter', url: '' },
      ],
      images: [{ id: 'agentImage', url: 'javascript:alert(2)' }, { id: 'extraBanner', url: 'data:text/html,x' }],
    };
    const { shown, getLink } = await loadStore(JSON.stringify(stored));
    const config = shown();
    expect(getLink('get-started')).toBe('/contact-us');
    expect(getLink('twitter')).toBe('');
    const defaultAgent = DEFAULT_SITE_CONFIG.images.find((image) => image.id === 'agentImage')!;
    expect(config.images.find((image) => image.id === 'agentImage')?.url).toBe(defaultAgent.url);
    expect(config.images.find((image) => image.id === 'extraBanner')?.url).toBe('');
  });

  it.each(['{not json', '"a string"', '[1,2]', 'null'])('falls back to the defaults for unusable storage %s', async (raw) => {
    const { useSiteConfigStore, shown } = await loadStore(raw);
    expect(useSiteConfigStore.getState().preview).toBeUndefined();
    expect(shown()).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('keeps a preview under the siteConfig key, for this browser only, until it is cleared', async () => {
    const { useSiteConfigStore, shown, getText } = await loadStore();
    const preview = { ...shown(), texts: [{ id: 'hero-title', section: 'hero', field: 'title', content: 'Sell more flats' }] };
    useSiteConfigStore.getState().setPreview(preview);
    expect(getText('hero', 'title', 'fallback')).toBe('Sell more flats');
    const saved = JSON.parse(localStorage.getItem('siteConfig') ?? 'null');
    expect(saved.texts).toContainEqual(expect.objectContaining({ section: 'hero', field: 'title', content: 'Sell more flats' }));

    vi.resetModules();
    const reloaded = await import('./site-config-store.ts');
    expect(reloaded.useSiteConfigStore.getState().preview?.texts).toContainEqual(expect.objectContaining({ content: 'Sell more flats' }));

    reloaded.useSiteConfigStore.getState().clearPreview();
    expect(localStorage.getItem('siteConfig')).toBeNull();
    expect(reloaded.useSiteConfigStore.getState().preview).toBeUndefined();
  });

  it('returns the fallback for unknown or emptied texts, and the spec default button labels', async () => {
    const { getText } = await loadStore(JSON.stringify({ texts: [{ id: 'hero-subtitle', section: 'hero', field: 'subtitle', content: '' }] }));
    expect(getText('hero', 'primaryButtonText', 'x')).toBe('Try Now');
    expect(getText('hero', 'secondaryButtonText', 'x')).toBe('Book Demo');
    expect(getText('calltoaction', 'primaryButtonText', 'x')).toBe('Get Started Now');
    expect(getText('nowhere', 'nothing', 'Fallback text')).toBe('Fallback text');
    expect(getText('hero', 'subtitle', 'Built-in subtitle')).toBe('Built-in subtitle');
  });

  it('shows the published configuration unless this browser holds a local preview', async () => {
    const published = { texts: [{ id: 'hero-title', section: 'hero', field: 'title', content: 'Published title' }] };
    const { useSiteConfigStore, shown, getText } = await loadStore();
    expect(getText('hero', 'title', 'x', published)).toBe('Published title');

    useSiteConfigStore.getState().setPreview({ ...shown(published), texts: [{ id: 'hero-title', section: 'hero', field: 'title', content: 'Preview title' }] });
    expect(getText('hero', 'title', 'x', published)).toBe('Preview title');

    useSiteConfigStore.getState().clearPreview();
    expect(getText('hero', 'title', 'x', published)).toBe('Published title');
  });
});
