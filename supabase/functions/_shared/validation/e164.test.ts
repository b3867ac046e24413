import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.ts';
import { isPossiblePhone, toE164 } from './e164.ts';
import PICKER_METADATA from './phone-metadata.json' with { type: 'json' };

describe('toE164', () => {
  it('gives every spelling of one number the same E.164 form', () => {
    for (const spelling of ['+919812345678', '+9109812345678', '+91 98123-45678', '+91 (0) 98123 45678', '9812345678']) {
      expect(toE164(spelling)).toBe('+919812345678');
    }
  });

  it('keeps numbers of the other picker countries', () => {
    expect(toE164('+14155550123')).toBe('+14155550123');
    expect(toE164('+971501234567')).toBe('+971501234567');
    expect(toE164('+44 7700 900123')).toBe('+447700900123');
  });

  it('refuses numbers that cannot exist for their country or outside the picker countries', () => {
    expect(toE164('+911234567')).toBeNull();
    expect(toE164('+9112345')).toBeNull();
    expect(toE164('+79123456789')).toBeNull();
    expect(toE164('not a number')).toBeNull();
    expect(isPossiblePhone('+919812345678')).toBe(true);
    expect(isPossiblePhone('+91981234567890123')).toBe(false);
  });
});

// A mobile number of each picker country, as a visitor types it after the dial code (some with
// the trunk '0' they dial at home), and its E.164 form.
const MOBILE_BY_COUNTRY: Record<string, [typed: string, e164: string]> = {
  IN: ['81234 56789', '+918123456789'],
  US: ['(201) 555-0123', '+12015550123'],
  GB: ['07400 123456', '+447400123456'],
  CA: ['506 234 5678', '+15062345678'],
  AU: ['0412 345 678', '+61412345678'],
  DE: ['01512 3456789', '+4915123456789'],
  SG: ['8123 4567', '+6581234567'],
  AE: ['050 123 4567', '+971501234567'],
  FR: ['06 12 34 56 78', '+33612345678'],
  JP: ['090-1234-5678', '+819012345678'],
  CN: ['131 2345 6789', '+8613123456789'],
  BR: ['(11) 96123-4567', '+5511961234567'],
};

describe('the 12 picker countries', () => {
  it.each(COUNTRIES.map((country) => [country.id, country.dialCode] as const))(
    'normalises a %s number to E.164',
    (id, dialCode) => {
      const [typed, e164] = MOBILE_BY_COUNTRY[id] ?? ['', ''];
      expect(toE164(`${dialCode} ${typed}`)).toBe(e164);
      expect(toE164(`${dialCode}${typed.replace(/\D/g, '')}`)).toBe(e164);
    },
  );

  it('are exactly the countries of the phone metadata, with their dial codes', () => {
    expect(Object.keys(PICKER_METADATA.countries).sort()).toEqual(COUNTRIES.map((country) => country.id).sort());
    const byCallingCode = Object.entries(PICKER_METADATA.country_calling_codes).flatMap(([code, ids]) =>
      ids.map((id) => `${id} +${code}`),
    );
    expect(byCallingCode.sort()).toEqual(COUNTRIES.map((country) => `${country.id} ${country.dialCode}`).sort());
  });
});
