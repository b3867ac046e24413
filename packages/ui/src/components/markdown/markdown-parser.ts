// The parser as a chunk of its own, named so (markdown-parser-<hash>.js): the browser tests tell
// by its name that a served page never fetches it.
export { default } from 'react-markdown';
