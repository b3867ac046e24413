/** Dates as the team in India names the day; one zone gives server and browser the same text. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** '2026-03-03T09:30:00Z' → 'March 3, 2026', the day in `timeZone` (by default the string's own). */
export function formatLongDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(date);
}
