import { describe, expect, it } from 'vitest';
import { isPossiblePhone, toE164 } from './e164.ts';

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
