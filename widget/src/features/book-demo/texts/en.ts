import type { TextCatalog } from '../../../element/texts.ts';

/** The Book a Live Demo dialog in English: the site spec's words, verbatim, on our own site. */
export const BOOK_DEMO_EN = {
  title: 'Book a Live Demo',
  description: 'Schedule a personalized demo with our team',
  loading: 'Loading calendar...',
  frameTitle: 'Demo booking calendar',
  close: 'Close',
  // Our own words (the spec shows nothing when the calendar fails): a frame that broke is no dead end.
  failed: 'The calendar couldn’t load.',
  trouble: 'Calendar not loading?',
  phoneInstead: 'Get a call on your phone instead',
  contact: 'Contact us',
};

export type BookDemoTexts = typeof BOOK_DEMO_EN;

export default {
  texts: BOOK_DEMO_EN,
  partner: {},
  branded: {
    title: 'Book a time with {brand}',
    description: 'Pick a time that suits you',
    frameTitle: '{brand} booking calendar',
  },
} satisfies TextCatalog<BookDemoTexts>;
