import { DEFAULT_SITE_CONFIG } from '@vaani/stores';
import { describe, expect, it } from 'vitest';
import { isColor, isLink, validateSiteConfig } from './validate-site-config.ts';

describe('site settings validation', () => {
  it('accepts the defaults', () => {
    expect(validateSiteConfig(DEFAULT_SITE_CONFIG)).toEqual({});
  });

  it('tells colors and links apart from junk', () => {
    expect(['#1e293b', '#FFF', 'rgb(30, 41, 59)', 'transparent'].every(isColor)).toBe(true);
    expect(['blue-ish', '#12', 'red; background: url(x)', ''].some(isColor)).toBe(false);
    expect(['/contact-us', 'https://cal.com/x'].every(isLink)).toBe(true);
    expect(['javascript:alert(1)', 'contact', '//evil.example', ''].some(isLink)).toBe(false);
  });

  it('names every invalid field', () => {
    const config = structuredClone(DEFAULT_SITE_CONFIG);
    config.styles.colors[0]!.value = 'not a color';
    config.links[1]!.url = 'nowhere';
    config.links.find((link) => link.id === 'linkedin')!.url = 'linkedin dot com';
    // An empty social link hides its icon, so it is not an error.
    config.links.find((link) => link.id === 'twitter')!.url = '';
    config.styles.buttons.outline.borderRadius = 'round';
    expect(Object.keys(validateSiteConfig(config)).sort()).toEqual(['button:outline:borderRadius', 'color:primary', 'link:get-started', 'link:linkedin']);
  });
});
