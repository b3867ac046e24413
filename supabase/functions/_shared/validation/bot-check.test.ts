import { describe, expect, it } from 'vitest';
import { botCheckProblem } from './bot-check.ts';

describe('botCheckProblem', () => {
  it('passes a person: the hidden field empty, however soon the form was sent (issue 40)', () => {
    expect(botCheckProblem({ honeypot: '', fill_ms: 60_000 })).toBeNull();
    // A prefilled form sent with one tap: fast, and a person's.
    expect(botCheckProblem({ honeypot: '', fill_ms: 200 })).toBeNull();
    expect(botCheckProblem({ honeypot: '', fill_ms: -5 })).toBeNull();
  });

  it('gives no verdict when no check came', () => {
    expect(botCheckProblem(undefined)).toBeNull();
  });

  it('names the hidden field filled in', () => {
    expect(botCheckProblem({ honeypot: 'https://spam.example', fill_ms: 9000 })).toBe('The hidden field was filled in');
  });

  it('calls anything else malformed, never throws', () => {
    for (const check of [null, 'x', [], { honeypot: '' }, { honeypot: 1, fill_ms: 2000 }, { honeypot: '', fill_ms: Number.NaN }, { honeypot: 'x'.repeat(2001), fill_ms: 2000 }]) {
      expect(botCheckProblem(check)).toBe('The form check was malformed');
    }
  });
});
