import { describe, expect, it } from 'vitest';
import { personContact } from './person-contact.ts';

describe('personContact', () => {
  it('keeps an email address as typed, trimmed', () => {
    expect(personContact('  Priya@Example.in ')).toBe('Priya@Example.in');
  });

  it('reads every spelling of a phone number as its E.164 form', () => {
    expect(personContact('+91 98123 45678')).toBe('+919812345678');
    expect(personContact('098123-45678')).toBe('+919812345678');
  });

  it('is null for text that is neither', () => {
    expect(personContact('priya')).toBeNull();
    expect(personContact('12345')).toBeNull();
  });
});
