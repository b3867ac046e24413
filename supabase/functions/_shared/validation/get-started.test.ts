import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { validateGetStarted } from './get-started.ts';

describe('validateGetStarted', () => {
  it('accepts a complete form', () => {
    expect(validateGetStarted({ name: 'Priya', email: 'priya@mail.com', phone: '98765 43210' })).toEqual([]);
  });

  it('lists every required field that is blank', () => {
    expect(validateGetStarted({ name: '', email: '', phone: '' })).toEqual([
      'Name is required',
      'Email is required',
      'Phone number is required',
    ]);
  });

  it('checks the address pattern and 10 digits after stripping non-digits', () => {
    expect(validateGetStarted({ name: 'Priya', email: 'priya@', phone: '(987) 654-321' })).toEqual([
      'Please enter a valid email address',
      'Please enter a valid phone number with at least 10 digits',
    ]);
  });

  it('refuses ten digits that are not a possible number', () => {
    expect(validateGetStarted({ name: 'Priya', email: 'priya@mail.com', phone: '+91 12345 67890 12345' })).toEqual([
      'Please enter a valid phone number with at least 10 digits',
    ]);
  });

  it("titles its toast 'Validation Error'", () => {
    expect(MESSAGES.validationErrorTitle).toBe('Validation Error');
  });
});
