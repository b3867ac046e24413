import { describe, expect, it } from 'vitest';
import { splitPhone, stripNonDigits } from './phone.ts';

describe('stripNonDigits', () => {
  it('keeps only the digits of what is typed', () => {
    expect(stripNonDigits('(987) 654-3210 ext. a')).toBe('9876543210');
    expect(stripNonDigits('+91 98765')).toBe('9198765');
    expect(stripNonDigits('abc')).toBe('');
  });
});

describe('splitPhone', () => {
  it('splits a value starting with a known dial code into country and number', () => {
    expect(splitPhone('+919876543210')).toEqual({ countryId: 'IN', number: '9876543210' });
    expect(splitPhone('+442071234567')).toEqual({ countryId: 'GB', number: '2071234567' });
    expect(splitPhone('+971501234567')).toEqual({ countryId: 'AE', number: '501234567' });
    expect(splitPhone('+5511912345678')).toEqual({ countryId: 'BR', number: '11912345678' });
  });

  it('resolves the shared +1 to the first listed country', () => {
    expect(splitPhone('+14155550100')).toEqual({ countryId: 'US', number: '4155550100' });
  });

  it('falls back to the default country and the digits for an unknown or missing dial code', () => {
    expect(splitPhone('9876543210')).toEqual({ countryId: 'IN', number: '9876543210' });
    expect(splitPhone('+7 912 345 67 89')).toEqual({ countryId: 'IN', number: '79123456789' });
    expect(splitPhone('')).toEqual({ countryId: 'IN', number: '' });
  });
});
