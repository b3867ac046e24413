import type { RenderedMarkdown } from '@vaani/ui';
import type { Tables } from '../../../database.types.ts';

/** The editable site pages (table site_pages), by slug. */
export type SitePageSlug = 'contact' | 'privacy-policy' | 'terms-of-service';

/** The body is Markdown; the seo_ fields and social_image are null for the page's standard ones. */
export type SitePage = Omit<Tables<'site_pages'>, 'slug'> & {
  slug: SitePageSlug;
  /** The body rendered by the page server, on a page it served (see useSitePage); never stored. */
  html?: RenderedMarkdown;
};

export const SITE_PAGES_KEY = ['site-pages'] as const;

export const SITE_PAGE_MESSAGES = {
  loadFailed: 'This page could not be loaded. Please try again.',
  saved: 'Page saved',
  saveFailedTitle: 'Update failed',
  saveFailed: (message: string) => `Failed to save the page: ${message}`,
} as const;
