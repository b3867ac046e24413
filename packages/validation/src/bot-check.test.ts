import { describe, expect, it } from 'vitest';
import { botCheckProblem, MIN_FILL_MS } from './bot-check.ts';

describe('botCheckProblem', () => {
  it('passes a person: the hidden field empty, sent after the minimum time', () => {
    expect(botCheckProblem({ honeypot: '', fill_ms: MIN_FILL_MS })).toBeNull();
    expect(botCheckProblem({ honeypot: '', fill_ms: 60_000 })).toBeNull();
  });

  it('gives no verdict when no check came', () => {
    expect(botCheckProblem(undefined)).toBeNull();
  });

  it('names the hidden field filled in', () => {
    expect(botCheckProblem({ honeypot: 'https://spam.example', fill_ms: 9000 })).toBe('The hidden field was filled in');
  });

  it('names a form sent too fast, with the time it took', () => {
    expect(botCheckProblem({ honeypot: '', fill_ms: 420 })).toBe('Sent 0.4 s after the form appeared (a person takes at least 1.5 s)');
    expect(botCheckProblem({ honeypot: '', fill_ms: -5 })).toMatch(/^Sent 0\.0 s/);
  });

  it('calls anything else malformed, never throws', () => {
    for (const check of [null, 'x', [], { honeypot: '' }, { honeypot: 1, fill_ms: 2000 }, { honeypot: '', fill_ms: Number.NaN }, { honeypot: 'x'.repeat(2001), fill_ms: 2000 }]) {
      expect(botCheckProblem(check)).toBe('The form check was malformed');
    }
  });
});
