import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resolveLang } from './lang.ts';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  document.documentElement.lang = '';
});

describe('resolveLang', () => {
  it("takes the element's lang, else the page's, else English; a region counts as its language", () => {
    expect(resolveLang('hi')).toBe('hi');
    expect(resolveLang('HI-in')).toBe('hi');
    document.documentElement.lang = 'hi-IN';
    expect(resolveLang(null)).toBe('hi');
    expect(resolveLang('en')).toBe('en');
    document.documentElement.lang = '';
    expect(resolveLang(null)).toBe('en');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to English for a lang it does not speak, and says so once', () => {
    expect(resolveLang('ta')).toBe('en');
    expect(resolveLang('ta')).toBe('en');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[vaani] lang="ta" is not one of en, hi: showing English.');
  });

  it('does not warn about a page written in another language', () => {
    document.documentElement.lang = 'fr';
    expect(resolveLang(null)).toBe('en');
    expect(warn).not.toHaveBeenCalled();
  });
});
