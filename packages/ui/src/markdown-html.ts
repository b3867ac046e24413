// The Markdown renderer for servers, an entry of its own: what a browser bundle imports from
// '@vaani/ui' never brings react-dom/server or the parser with it.
export { markdownToHtml } from './components/markdown/markdown-html.tsx';
