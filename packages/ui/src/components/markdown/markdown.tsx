import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { softBreaksAsBreaks } from './soft-breaks.ts';

// The Markdown parser (about 35 KB gzip) comes only with the pages that show Markdown. A page
// rendered on the server keeps its served text until the parser arrives and hydrates it.
const ReactMarkdown = lazy(() => import('react-markdown'));

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

// Only Markdown's own elements: raw HTML in the text is shown as text, never parsed, and links
// keep to web, mail and phone addresses so stored content cannot run script. Lines are kept as
// the admin typed them.
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i;
const safeUrl = (url: string) => (SAFE_URL.test(url.trim()) ? url : '');
const REMARK_PLUGINS = [softBreaksAsBreaks];

export interface MarkdownProps {
  children: string;
  className?: string;
}

/** Renders admin-written Markdown as page content. */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <Prose className={className}>
      <Suspense fallback={null}>
        <ReactMarkdown skipHtml urlTransform={safeUrl} remarkPlugins={REMARK_PLUGINS}>
          {children}
        </ReactMarkdown>
      </Suspense>
    </Prose>
  );
}
