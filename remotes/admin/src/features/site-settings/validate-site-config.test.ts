import { DEFAULT_SITE_CONFIG } from '@vaani/stores';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from './validate-site-config.ts';

describe('site settings validation', () => {
  it('accepts the defaults', () => {
    expect(validateSiteConfig(DEFAULT_SITE_CONFIG)).toEqual({});
  });

  it('names every invalid field', () => {
    const config = structuredClone(DEFAULT_SITE_CONFIG);
    config.styles.colors[0]!.value = 'not a color';
    config.links[1]!.url = 'nowhere';
    config.links.find((link) => link.id === 'linkedin')!.url = 'linkedin dot com';
    // An empty social link hides its icon, so it is not an error.
    config.links.find((link) => link.id === 'twitter')!.url = '';
    config.styles.buttons.outline.borderRadius = 'round';
    config.images[0]!.url = 'javascript:alert(1)';
    // An empty image keeps the built-in look.
    config.images[1]!.url = '';
    expect(Object.keys(validateSiteConfig(config)).sort()).toEqual([
      `images.${config.images[0]!.id}.url`,
      'links.get-started.url',
      'links.linkedin.url',
      'styles.buttons.outline.borderRadius',
      'styles.colors.primary.value',
    ]);
  });
});
