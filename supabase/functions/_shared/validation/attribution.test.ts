import { describe, expect, it } from 'vitest';
import { cleanAttribution, cleanAttributionValue, MAX_ATTRIBUTION_LENGTH } from './attribution.ts';

describe('cleanAttribution', () => {
  it('keeps the known fields and drops unknown ones and non-strings', () => {
    expect(cleanAttribution({ utm_source: 'google', gclid: 'abc', utm_id: '7', session: 'x', utm_medium: 42, opener: 'hero' })).toEqual({
      utm_source: 'google',
      gclid: 'abc',
      opener: 'hero',
    });
  });

  it('keeps the page fields only when they are http(s) addresses (issue 40)', () => {
    const pages = { landing_page: 'https://vaani.ai/pricing', referrer: 'http://news.example', page: 'https://homes.example/flat?id=4' };
    expect(cleanAttribution(pages)).toEqual(pages);
    expect(
      cleanAttribution({ landing_page: 'javascript:alert(1)', referrer: 'javascript:fetch("//evil.example")', page: 'data:text/html,<b>x</b>', opener: 'hero' }),
    ).toEqual({ opener: 'hero' });
    expect(cleanAttribution({ referrer: 'not a url', page: '/pricing', landing_page: 'ftp://files.example/' })).toEqual({});
  });

  it('is empty for anything that is not an object', () => {
    expect(cleanAttribution('utm_source=google')).toEqual({});
    expect(cleanAttribution(null)).toEqual({});
    expect(cleanAttribution(['google'])).toEqual({});
  });

  it('strips control characters and lone surrogates, and drops what is left empty', () => {
    expect(cleanAttributionValue('spring\u0000 sale\u001b\u0085')).toBe('spring sale');
    expect(cleanAttributionValue('a\uD800b')).toBe('ab');
    expect(cleanAttributionValue('  \u0007 ')).toBeNull();
  });

  it('caps a value at 512 characters without leaving half a surrogate pair', () => {
    expect(cleanAttributionValue('x'.repeat(2000))).toHaveLength(MAX_ATTRIBUTION_LENGTH);
    const cut = cleanAttributionValue(`${'x'.repeat(MAX_ATTRIBUTION_LENGTH - 1)}😀`);
    expect(cut).toBe('x'.repeat(MAX_ATTRIBUTION_LENGTH - 1));
  });
});
