// Imports a remote's server entry from memory (the page server runs from a read-only install):
// Node's module hooks serve the code under a scheme of its own, and resolve its bare imports from
// the host's server entry, so every remote renders with the very modules the host's entry uses.
import { registerHooks } from 'node:module';

const SCHEME = 'vaani-remote:';
/** Code waiting to be loaded, by URL; dropped once imported (Node keeps the module). */
const sources = new Map();
let hostUrl;

registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith(SCHEME)) return { url: specifier, shortCircuit: true };
    if (context.parentURL?.startsWith(SCHEME)) return next(specifier, { ...context, parentURL: hostUrl });
    return next(specifier, context);
  },
  load(url, context, next) {
    if (!url.startsWith(SCHEME)) return next(url, context);
    return { format: 'module', source: sources.get(url), shortCircuit: true };
  },
});

/**
 * The module of `code`, known as `key` (e.g. marketing/1a2b3c4d5e6f): a key already imported gives
 * the module imported then.
 * @param {string} key
 * @param {string} code
 * @param {string} parentUrl the host's server entry's URL, from which bare imports resolve
 */
export async function importFromMemory(key, code, parentUrl) {
  const url = `${SCHEME}${key}`;
  hostUrl = parentUrl;
  sources.set(url, code);
  try {
    return await import(url);
  } finally {
    sources.delete(url);
  }
}
