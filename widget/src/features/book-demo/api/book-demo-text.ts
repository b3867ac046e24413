/** Texts of the Book a Live Demo dialog, verbatim from the site spec. */
export const BOOK_DEMO_TEXT = {
  title: 'Book a Live Demo',
  description: 'Schedule a personalized demo with our team',
  loading: 'Loading calendar...',
  frameTitle: 'Demo booking calendar',
  /** Not in the spec: told to the page's developer (console, vaani:error), never to the visitor. */
  unbookableUrl: 'Booking URL ignored: use an https:// address (http:// only on localhost)',
} as const;

/**
 * A frame that never fires `load` (blocked, offline) gives up silently after this long: the
 * spinner hides and nothing else is shown, as the spec asks for a failed calendar.
 */
export const CALENDAR_GIVE_UP_MS = 15_000;
