import styled from 'styled-components';
import type { RenderedMarkdown } from './markdown-html.tsx';
import { Markdown } from './markdown.tsx';

const Article = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: 56px 16px 72px;
  ${({ theme }) => theme.media.md} {
    padding: 80px 24px 96px;
  }
  h1 {
    margin: 0 0 24px;
    font-size: clamp(32px, 5vw, 48px);
    line-height: 1.1;
    letter-spacing: -0.02em;
  }
`;

export interface MarkdownPageProps {
  title: string;
  body: string;
  /** The body as the page server rendered it, when it did (see markdownToHtml). */
  html?: RenderedMarkdown;
  /** The heading level of the title: 1 on the public page, 2 inside an admin preview. */
  headingLevel?: 1 | 2;
}

/**
 * An editable site page (contact, privacy policy, terms): the same component draws the public
 * page and the admin's preview, so the preview is exactly what visitors get.
 */
export function MarkdownPage({ title, body, html, headingLevel = 1 }: MarkdownPageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Article>
      <Heading>{title}</Heading>
      <Markdown html={html}>{body}</Markdown>
    </Article>
  );
}
