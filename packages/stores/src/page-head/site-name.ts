// The site's name as search results and link previews show it, for the host's head tags and the
// admin's search-result preview alike. No dependencies: the host's route table reads it at build time.
export const SITE_NAME = 'Vaani AI';

/** A page's title in search results when it has no search title of its own. */
export const searchTitleOf = (title: string) => `${title} | ${SITE_NAME}`;
