import { describe, expect, it } from 'vitest';
import { validateDemoLead } from './demo-lead.ts';

const valid = { email: 'ravi@acme-homes.in', name: 'Ravi', phone: '+919876543210' };

describe('validateDemoLead', () => {
  it('accepts a complete lead', () => {
    expect(validateDemoLead(valid)).toEqual({});
  });

  it.each(['ravi', 'ravi@acme', '@acme.in', 'ravi@.in x', 'ra vi@acme.in', ''])(
    "rejects the email '%s' with the business email message",
    (email) => {
      expect(validateDemoLead({ ...valid, email }).email).toBe('Please enter a valid business email');
    },
  );

  it('needs at least 2 characters of name', () => {
    expect(validateDemoLead({ ...valid, name: 'R' }).name).toBe('Name must be at least 2 characters');
    expect(validateDemoLead({ ...valid, name: '  ' }).name).toBe('Name must be at least 2 characters');
    expect(validateDemoLead({ ...valid, name: 'Al' }).name).toBeUndefined();
  });

  it('counts the dial code towards the 10 phone characters', () => {
    expect(validateDemoLead({ ...valid, phone: '+91123456' }).phone).toBe('Please enter a valid phone number');
    expect(validateDemoLead({ ...valid, phone: '+9198123456' }).phone).toBeUndefined();
  });

  it('refuses a number that has the characters but cannot exist for its country', () => {
    expect(validateDemoLead({ ...valid, phone: '+911234567' }).phone).toBe('Please enter a valid phone number');
    expect(validateDemoLead({ ...valid, phone: '+9198123456789012' }).phone).toBe('Please enter a valid phone number');
  });

  it('reports every failing field at once', () => {
    expect(validateDemoLead({ email: 'x', name: '', phone: '' })).toEqual({
      email: 'Please enter a valid business email',
      name: 'Name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
    });
  });
});
