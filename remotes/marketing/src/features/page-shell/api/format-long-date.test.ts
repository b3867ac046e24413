import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, formatLongDate } from './format-long-date.ts';

describe('formatLongDate', () => {
  it('writes dates in long US style', () => {
    expect(formatLongDate('2026-03-03T12:00:00')).toBe('March 3, 2026');
    expect(formatLongDate('2025-12-25T08:00:00')).toBe('December 25, 2025');
  });

  it("dates a moment by India's calendar, wherever it is formatted", () => {
    expect(formatLongDate('2026-03-03T20:00:00Z', BUSINESS_TIME_ZONE)).toBe('March 4, 2026');
    expect(formatLongDate('2026-03-03T18:00:00Z', BUSINESS_TIME_ZONE)).toBe('March 3, 2026');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatLongDate('soon')).toBe('');
  });
});
