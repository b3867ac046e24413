import type { Options } from 'react-markdown';
import { softBreaksAsBreaks } from './soft-breaks.ts';

// Only Markdown's own elements: raw HTML in the text is dropped, never parsed, and links and
// images keep to web, mail and phone addresses so stored content cannot run script. Lines are
// kept as the admin typed them.
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i;
const safeUrl = (url: string) => (SAFE_URL.test(url.trim()) ? url : '');

/** How admin-written Markdown is rendered: the same in the browser and on the page server. */
export const MARKDOWN_OPTIONS = {
  skipHtml: true,
  urlTransform: safeUrl,
  remarkPlugins: [softBreaksAsBreaks],
} satisfies Options;
