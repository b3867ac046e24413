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
  state: { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'loaded'; title: string; body: string; html?: RenderedMarkdown };
  /** Shown while loading and on failure, so the page always has its heading. */
  fallbackTitle: string;
}

export function EditableSitePageView({ state, fallbackTitle }: EditableSitePageViewProps) {
  if (state.status === 'loaded') return <MarkdownPage title={state.title} body={state.body} html={state.html} />;
  return (
    <Centre>
      <h1>{fallbackTitle}</h1>
      {state.status === 'loading' ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <p role="alert">{SITE_PAGE_MESSAGES.loadFailed}</p>
          <RetryButton onRetry={state.retry} />
        </>
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
  const state: EditableSitePageViewProps['state'] = page.data
    ? { status: 'loaded', title: page.data.title, body: page.data.body, html: page.data.html }
    : page.status === 'error' || (page.status === 'success' && !page.data)
      ? { status: 'error', retry: () => void page.refetch() }
      : { status: 'loading' };
  return <EditableSitePageView state={state} fallbackTitle={fallbackTitle} />;
}
