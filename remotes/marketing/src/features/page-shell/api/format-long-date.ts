/**
 * The business is in India: a moment (a case study's publication) is dated as its team names the
 * day. A fixed zone also gives the server's HTML and every visitor's browser the same text, which
 * hydration requires.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/**
 * '2026-03-03T09:30:00Z' → 'March 3, 2026': the calendar day in `timeZone`, by default the one the
 * string is read in (a local noon names its own day everywhere).
 */
export function formatLongDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(date);
}
