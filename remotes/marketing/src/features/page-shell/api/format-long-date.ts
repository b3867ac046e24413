const LONG_US_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** '2026-03-03T09:30:00Z' → 'March 3, 2026' (the visitor's own calendar day). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : LONG_US_DATE.format(date);
}
