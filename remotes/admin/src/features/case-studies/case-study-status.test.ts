import { describe, expect, it } from 'vitest';
import { indiaTimeToIso, statusLabel } from './case-study-status.ts';

describe('case study status', () => {
  it("reads a picked date and time as India's time", () => {
    expect(indiaTimeToIso('2026-12-01T10:00')).toBe('2026-12-01T10:00:00+05:30');
    expect(new Date(indiaTimeToIso('2026-12-01T10:00') ?? '').toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(indiaTimeToIso('')).toBeNull();
    expect(indiaTimeToIso('2026-13-45T10:00')).toBeNull();
  });

  it('says whether visitors see it, a schedule with its time in IST', () => {
    expect(statusLabel('draft', null)).toBe('Draft');
    expect(statusLabel('published', null)).toBe('Published');
    expect(statusLabel('scheduled', '2026-12-01T04:30:00Z')).toBe('Scheduled for 1 Dec 2026, 10:00 am IST');
  });
});
