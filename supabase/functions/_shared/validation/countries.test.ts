import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY_ID, findCountry } from './countries.ts';

describe('COUNTRIES', () => {
  it('lists the 12 countries of the spec, in order, with their exact dial codes', () => {
    expect(COUNTRIES.map((c) => `${c.id} ${c.dialCode}`)).toEqual([
      'IN +91',
      'US +1',
      'GB +44',
      'CA +1',
      'AU +61',
      'DE +49',
      'SG +65',
      'AE +971',
      'FR +33',
      'JP +81',
      'CN +86',
      'BR +55',
    ]);
  });

  it('defaults to India', () => {
    expect(DEFAULT_COUNTRY_ID).toBe('IN');
    expect(findCountry(DEFAULT_COUNTRY_ID)).toEqual({ id: 'IN', name: 'India', dialCode: '+91', flag: '🇮🇳' });
  });

  it('gives every country a name and a flag', () => {
    for (const country of COUNTRIES) {
      expect(country.name.length).toBeGreaterThan(1);
      expect(country.flag).toMatch(/\p{Regional_Indicator}{2}/u);
    }
  });
});
