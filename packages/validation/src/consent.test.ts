import { describe, expect, it } from 'vitest';
import { currentConsent } from './consent.ts';
import { currentConsentVersion, isConsentVersionOf, type ConsentForm } from './consent-versions.ts';

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
  });
});
