import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import { MARKDOWN_OPTIONS } from './markdown-options.ts';

/**
 * Markdown as the HTML the Markdown component would render: made by React from Markdown's own
 * elements only (MARKDOWN_OPTIONS), never a string from the database, so it may be shown as it is.
 * Only HTML this function made carries the type.
 */
export type RenderedMarkdown = string & { readonly __renderedBy: 'markdownToHtml' };

/** For the page server: a served page shows its Markdown without the parser in the browser. */
export function markdownToHtml(markdown: string): RenderedMarkdown {
  return renderToStaticMarkup(<ReactMarkdown {...MARKDOWN_OPTIONS}>{markdown}</ReactMarkdown>) as RenderedMarkdown;
}
