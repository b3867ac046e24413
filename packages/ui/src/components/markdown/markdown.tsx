import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { RenderedMarkdown } from './markdown-html.tsx';
import { MARKDOWN_OPTIONS } from './markdown-options.ts';

// The Markdown parser (about 35 KB gzip) is fetched only where Markdown is rendered in the browser
// (the admin's live preview, a page reached by a client-side navigation); a served page arrives
// with its HTML (see markdownToHtml).
const ReactMarkdown = lazy(() => import('./markdown-parser.ts'));

const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;
  overflow-wrap: anywhere;
  h1,
  h2,
  h3 {
    margin: 1.4em 0 0.5em;
    line-height: 1.25;
  }
  p,
  ul,
  ol {
    margin: 0 0 1em;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
  > :first-child {
    margin-top: 0;
  }
`;

export interface MarkdownProps {
  children: string;
  /** The same Markdown already rendered by the page server (markdownToHtml): shown as it is. */
  html?: RenderedMarkdown;
}

/** Renders admin-written Markdown as page content. */
export function Markdown({ children, html }: MarkdownProps) {
  // What markdownToHtml made from this Markdown, i.e. what the parser below would render.
  if (html !== undefined) return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Prose>
      <Suspense fallback={null}>
        <ReactMarkdown {...MARKDOWN_OPTIONS}>{children}</ReactMarkdown>
      </Suspense>
    </Prose>
  );
}
