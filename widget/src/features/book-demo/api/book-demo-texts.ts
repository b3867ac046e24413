import { textCatalogs } from '../../../element/texts.ts';
import type { BookDemoTexts } from '../texts/en.ts';

export type { BookDemoTexts };

/** The dialog's words by language, each its own chunk. */
export const BOOK_DEMO_TEXTS = textCatalogs<BookDemoTexts>({
  en: () => import('../texts/en.ts'),
  hi: () => import('../texts/hi.ts'),
});

/** Not in the spec: told to the page's developer (console, vaani:error), never to the visitor. */
export const UNBOOKABLE_URL = 'Booking URL ignored: use an https:// address (http:// only on localhost)';

/**
 * A frame that never fires `load` gives up after this long: the spinner gives way to a line saying
 * so (the spec shows nothing, which left the visitor at a dead end).
 */
export const CALENDAR_GIVE_UP_MS = 15_000;
