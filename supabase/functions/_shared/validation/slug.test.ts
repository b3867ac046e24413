import { describe, expect, it } from 'vitest';
import { slugCandidate, slugify } from './slug.ts';

describe('slugify', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('How Acme Homes Doubled Site Visits')).toBe('how-acme-homes-doubled-site-visits');
  });

  it('collapses runs of other characters and trims edge hyphens', () => {
    expect(slugify('  --Prestige: 3x leads!! (2025) --')).toBe('prestige-3x-leads-2025');
    expect(slugify('A & B / C')).toBe('a-b-c');
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugify('!!!')).toBe('');
  });
});

describe('slugCandidate', () => {
  it('appends a numeric suffix starting at 1', () => {
    expect([0, 1, 2].map((n) => slugCandidate('acme', n))).toEqual(['acme', 'acme-1', 'acme-2']);
  });
});
