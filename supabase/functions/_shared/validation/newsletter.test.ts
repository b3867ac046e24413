import { describe, expect, it } from 'vitest';
import { validateNewsletterEmail } from './newsletter.ts';

describe('validateNewsletterEmail', () => {
  it('requires an email', () => {
    expect(validateNewsletterEmail('')).toBe('Email is required');
    expect(validateNewsletterEmail('   ')).toBe('Email is required');
  });

  it('needs text, @, text, dot, text', () => {
    expect(validateNewsletterEmail('priya')).toBe('Please enter a valid email address');
    expect(validateNewsletterEmail('priya@mail')).toBe('Please enter a valid email address');
    expect(validateNewsletterEmail('priya@mail.')).toBe('Please enter a valid email address');
    expect(validateNewsletterEmail('priya@mail.com')).toBeNull();
  });
});
