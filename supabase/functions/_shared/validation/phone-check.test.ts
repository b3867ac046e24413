import { describe, expect, it } from 'vitest';
import { validateDemoLeadWith } from './demo-lead.ts';
import { SPEC_RULES_ONLY, loadPhoneCheck } from './phone-check.ts';

const lead = { email: 'ravi@acme-homes.in', name: 'Ravi' };

describe('loadPhoneCheck', () => {
  it('loads the possible-number check the forms apply once submitted', async () => {
    const isPossible = await loadPhoneCheck();
    expect(validateDemoLeadWith({ ...lead, phone: '+911234567' }, isPossible).phone).toBe('Please enter a valid phone number');
    expect(validateDemoLeadWith({ ...lead, phone: '+919812345678' }, isPossible)).toEqual({});
  });

  it('leaves only the spec rule of 10 characters until it has loaded', () => {
    expect(validateDemoLeadWith({ ...lead, phone: '+911234567' }, SPEC_RULES_ONLY)).toEqual({});
    expect(validateDemoLeadWith({ ...lead, phone: '+91123456' }, SPEC_RULES_ONLY).phone).toBe('Please enter a valid phone number');
  });
});
