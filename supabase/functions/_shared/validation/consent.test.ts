import { describe, expect, it } from 'vitest';
import { consentWords, currentConsent } from './consent.ts';
import { currentConsentVersion, isBrandedConsent, isConsentVersionOf, type ConsentForm } from './consent-versions.ts';

const FORMS: ConsentForm[] = ['demo-call', 'callback', 'newsletter', 'get-started'];

describe('consent texts', () => {
  it.each(FORMS)('the %s form shows words for the version it records', (form) => {
    expect(currentConsent(form).version).toBe(currentConsentVersion(form));
    expect(currentConsent(form).text).toMatch(/^By (clicking|subscribing)/);
  });

  it('knows each version as its own form\'s only', () => {
    expect(isConsentVersionOf('callback', currentConsentVersion('callback'))).toBe(true);
    expect(isConsentVersionOf('callback', currentConsentVersion('newsletter'))).toBe(false);
    expect(isConsentVersionOf('callback', 42)).toBe(false);
    expect(isConsentVersionOf('demo-call', 'toString')).toBe(false);
  });

  it('gives each wording the demo-call dialog shows, by language and brand, a version of its own (issue 40)', () => {
    const shown = [currentConsent('demo-call'), currentConsent('demo-call', 'hi'), currentConsent('demo-call', 'en', 'Skyline Realty'), currentConsent('demo-call', 'hi', 'स्काईलाइन रियल्टी')];
    expect(new Set(shown.map(({ version }) => version)).size).toBe(4);
    expect(shown.map(({ version }) => isConsentVersionOf('demo-call', version))).toEqual([true, true, true, true]);
    expect(shown[1]?.text).toMatch(/^'मुझे कॉल करें' पर क्लिक करके .* Vaani AI /);
    expect(shown[2]).toEqual({
      version: 'demo-call-brand-2026-11',
      brand: 'Skyline Realty',
      text: "By clicking 'Call me', you agree that Skyline Realty may contact you for marketing and sales purposes.",
    });
    expect(shown[3]?.text).toContain('कि स्काईलाइन रियल्टी मार्केटिंग');
    expect(shown.map(({ version }) => isBrandedConsent(version))).toEqual([false, false, true, true]);
  });

  it("reads a stored version's words back, with the brand it named", () => {
    expect(consentWords('demo-call-brand-2026-11', 'Skyline Realty')).toBe(currentConsent('demo-call', 'en', 'Skyline Realty').text);
    expect(consentWords('newsletter-2026-11')).toBe(currentConsent('newsletter').text);
    expect(consentWords('made-up')).toBeNull();
  });
});
