import { describe, expect, it } from 'vitest';
import { indiaDayAndWeekStart } from './lead-counts.ts';

describe("India's day and week", () => {
  it('start at midnight IST, the week on Monday', () => {
    // Wednesday 25 Nov 2026, 01:00 IST = Tuesday 24 Nov, 19:30 UTC.
    const { today, week } = indiaDayAndWeekStart(new Date('2026-11-24T19:30:00Z'));
    expect(today.toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(week.toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('on a Monday the week starts that same midnight', () => {
    const { today, week } = indiaDayAndWeekStart(new Date('2026-11-23T06:00:00Z'));
    expect(week.toISOString()).toBe(today.toISOString());
  });
});
