import type { RenderedMarkdown } from '@vaani/ui';

/** The editable site pages (table site_pages), by slug. */
export type SitePageSlug = 'contact' | 'privacy-policy' | 'terms-of-service';

export interface SitePage {
  slug: SitePageSlug;
  title: string;
  /** Markdown. */
  body: string;
  /** What search results and link previews show; null: the page's standard title, description, share image. */
  seo_title: string | null;
  seo_description: string | null;
  social_image: string | null;
  updated_at: string;
  /** The body rendered by the page server, on a page it served (see useSitePage); never stored. */
  html?: RenderedMarkdown;
}

export const SITE_PAGES_KEY = ['site-pages'] as const;

export const SITE_PAGE_MESSAGES = {
  loadFailed: 'This page could not be loaded. Please try again.',
  saved: 'Page saved',
  saveFailedTitle: 'Update failed',
  saveFailed: (message: string) => `Failed to save the page: ${message}`,
} as const;
