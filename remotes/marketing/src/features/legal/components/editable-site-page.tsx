import { SITE_PAGE_MESSAGES, sitePageHead, useSitePage, type SitePageSlug } from '@vaani/data';
import { setPageHead } from '@vaani/stores';
import { MarkdownPage, Spinner, type RenderedMarkdown } from '@vaani/ui';
import { useEffect } from 'react';
import { useLocation } from '@vaani/router';
import styled from 'styled-components';
import { RetryButton } from '../../page-shell/components/status-message.tsx';

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 96px 16px;
  text-align: center;
`;

export interface EditableSitePageViewProps {
  /** The row, once read. */
  page?: { title: string; body: string; html?: RenderedMarkdown };
  /** Set when it could not be read: Try again calls it. */
  onRetry?: () => void;
  /** Shown while loading and on failure, so the page always has its heading. */
  fallbackTitle: string;
}

export function EditableSitePageView({ page, onRetry, fallbackTitle }: EditableSitePageViewProps) {
  if (page) return <MarkdownPage title={page.title} body={page.body} html={page.html} />;
  return (
    <Centre>
      <h1>{fallbackTitle}</h1>
      {onRetry ? (
        <>
          <p role="alert">{SITE_PAGE_MESSAGES.loadFailed}</p>
          <RetryButton onRetry={onRetry} />
        </>
      ) : (
        <Spinner label="Loading..." />
      )}
    </Centre>
  );
}

/** A page whose title and Markdown body an admin edits (table site_pages). */
export function EditableSitePage({ slug, fallbackTitle }: { slug: SitePageSlug; fallbackTitle: string }) {
  const page = useSitePage(slug);
  const { pathname } = useLocation();
  const row = page.data;
  // The host owns the head tags: it gets the search title, description and image the editor set
  // (empty ones keep the route's own, as the page server serves them).
  useEffect(() => {
    if (row) setPageHead(pathname, sitePageHead(row));
  }, [pathname, row]);
  const failed = page.status === 'error' || (page.status === 'success' && !row);
  return <EditableSitePageView page={row ?? undefined} onRetry={failed ? () => void page.refetch() : undefined} fallbackTitle={fallbackTitle} />;
}
