import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import demoCallEnglish from '../features/demo-call/texts/en.ts';
import demoCallHindi from '../features/demo-call/texts/hi.ts';
import bookDemoEnglish from '../features/book-demo/texts/en.ts';
import bookDemoHindi from '../features/book-demo/texts/hi.ts';
import voiceEnglish from '../features/voice-widget/texts/en.ts';
import voiceHindi from '../features/voice-widget/texts/hi.ts';
import { brandOf, parseTexts, resolveTexts, textCatalogs, type TextCatalog } from './texts.ts';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('brandOf', () => {
  it('trims, and names no brand when empty', () => {
    expect(brandOf('  Skyline Realty ')).toBe('Skyline Realty');
    expect(brandOf('   ')).toBeNull();
    expect(brandOf(null)).toBeNull();
  });

  it('cuts a name over 60 characters to 60 with an ellipsis', () => {
    const long = 'Skyline Realty Premium Residences and Commercial Spaces of Greater Pune';
    const cut = brandOf(long)!;
    expect(Array.from(cut).length).toBeLessThanOrEqual(60);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(brandOf('x'.repeat(60))).toBe('x'.repeat(60));
    expect(Array.from(brandOf('स्'.repeat(40))!)).toHaveLength(60);
  });
});

describe('parseTexts', () => {
  const known = ['title', 'submit'];

  it('keeps known keys with text', () => {
    expect(parseTexts('{"title":"Talk to Skyline","submit":"Ring me"}', known)).toEqual({ title: 'Talk to Skyline', submit: 'Ring me' });
    expect(parseTexts(null, known)).toEqual({});
  });

  it('ignores a value that is not JSON, or not an object, with one warning', () => {
    expect(parseTexts('{title: Talk', known)).toEqual({});
    expect(parseTexts('{title: Talk', known)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/texts is not JSON/);
    expect(parseTexts('["Talk"]', known)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores the whole attribute when any text holds markup', () => {
    expect(parseTexts('{"title":"<img src=x onerror=alert(1)>","submit":"Ring me"}', known)).toEqual({});
    expect(parseTexts('{"title":"Fish &amp; chips"}', known)).toEqual({});
    expect(warn.mock.calls[0]![0]).toMatch(/texts holds markup/);
    // Not markup: a comparison or an ampersand between words.
    expect(parseTexts('{"title":"Homes < 1 Cr & more"}', known)).toEqual({ title: 'Homes < 1 Cr & more' });
  });

  it('skips an unknown key or a value that is not text, warning once each', () => {
    expect(parseTexts('{"titel":"Hi","submit":3,"title":"Hello"}', known)).toEqual({ title: 'Hello' });
    parseTexts('{"titel":"Hi"}', known);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[vaani] texts has an unknown key "titel": ignored. Known keys: title, submit.',
      '[vaani] texts.submit is not text: ignored.',
    ]);
  });
});

describe('resolveTexts', () => {
  it("shows the spec's English on our site, and no business email on a partner page", () => {
    const site = resolveTexts(demoCallEnglish, {}, false);
    expect(site.email).toBe('Business Email');
    expect(site.title).toBe('Get a Demo Call');
    const partner = resolveTexts(demoCallEnglish, {}, true);
    expect(partner.email).toBe('Email');
    expect(partner.invalidEmail).toBe('Please enter a valid email address');
  });

  it("puts the page's brand in the titles", () => {
    const texts = resolveTexts(demoCallHindi, { brandName: 'स्काईलाइन रियल्टी' }, true);
    expect(texts.title).toBe('स्काईलाइन रियल्टी से कॉल पाएँ');
    expect(texts.email).toBe('ईमेल');
    expect(resolveTexts(bookDemoEnglish, { brandName: 'Skyline Realty' }, true).title).toBe('Book a time with Skyline Realty');
    expect(resolveTexts(voiceEnglish, { brandName: 'Skyline Realty' }, true).title).toBe('Talk to Skyline Realty');
  });

  it("lays the page's own texts on top, with {brand} filled in", () => {
    const texts = resolveTexts(
      demoCallEnglish,
      { brandName: 'Skyline Realty', texts: '{"submit":"Ring me","successText":"{brand} will call you in a minute."}' },
      true,
    );
    expect(texts.submit).toBe('Ring me');
    expect(texts.successText).toBe('Skyline Realty will call you in a minute.');
    expect(texts.formHeading).toBe('Contact details');
  });

  it('lets no page replace the consent line: its words are the version each lead records (issue 40)', () => {
    const texts = resolveTexts(demoCallEnglish, { texts: '{"consent":"By clicking you agree to NOTHING."}' }, true);
    expect(Object.values(texts)).not.toContain('By clicking you agree to NOTHING.');
    expect(warn.mock.calls[0]![0]).toMatch(/texts has an unknown key "consent": ignored/);
  });

  it('shows the defaults when the texts are bad', () => {
    expect(resolveTexts(demoCallEnglish, { texts: '{"submit":"<b>Call</b>"}' }, false).submit).toBe('Call me');
  });
});

describe('the catalogs', () => {
  const pairs: [string, TextCatalog<Record<string, string>>, TextCatalog<Record<string, string>>][] = [
    ['demo call', demoCallEnglish, demoCallHindi],
    ['book demo', bookDemoEnglish, bookDemoHindi],
    ['voice widget', voiceEnglish, voiceHindi],
  ];

  it.each(pairs)('%s: Hindi is complete, in Hindi, with the same partner and branded keys', (_name, english, hindi) => {
    expect(Object.keys(hindi.texts).sort()).toEqual(Object.keys(english.texts).sort());
    expect(Object.keys(hindi.partner).sort()).toEqual(Object.keys(english.partner).sort());
    expect(Object.keys(hindi.branded).sort()).toEqual(Object.keys(english.branded).sort());
    for (const value of [...Object.values(hindi.texts), ...Object.values(hindi.branded)]) {
      expect(value).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('textCatalogs', () => {
  it('imports each language once, on first need', async () => {
    const importers = {
      en: vi.fn(async () => ({ default: demoCallEnglish })),
      hi: vi.fn(async () => ({ default: demoCallHindi })),
    };
    const catalogs = textCatalogs(importers);
    expect(catalogs.get('hi')).toBeUndefined();
    await Promise.all([catalogs.load('hi'), catalogs.load('hi')]);
    expect(catalogs.get('hi')).toBe(demoCallHindi);
    expect(importers.hi).toHaveBeenCalledTimes(1);
    expect(importers.en).not.toHaveBeenCalled();
  });
});
