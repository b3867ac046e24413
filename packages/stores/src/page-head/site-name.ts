// The site's name as search results and link previews show it, for the host's head tags and the
// admin's search-result preview alike. No dependencies: the host's route table reads it at build time.
export const SITE_NAME = 'Vaani AI';

/** A page's title in search results when it has no search title of its own. */
export const searchTitleOf = (title: string) => `${title} | ${SITE_NAME}`;

/** The site_pages' standard search heads: the host serves them, the admin shows them for empty fields. */
export const SITE_PAGE_HEADS = {
  contact: {
    title: 'Contact Us | Vaani AI',
    description: 'Talk to the Vaani AI team about AI voice sales agents for your business, a live demo or a partnership.',
  },
  'privacy-policy': {
    title: 'Privacy Policy | Vaani AI',
    description: 'How Vaani AI collects, uses and protects personal data of visitors, customers and the people our voice agents speak with.',
  },
  'terms-of-service': {
    title: 'Terms of Service | Vaani AI',
    description: 'The terms that govern the use of the Vaani AI website and AI voice agent services.',
  },
} as const;
