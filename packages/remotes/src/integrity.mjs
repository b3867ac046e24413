// Node only: the host's browser build reads the rest of this package, which must stay free of Node's modules.
import { createHash } from 'node:crypto';

/** The Subresource Integrity hash of a file's contents: what release.json records and the page server checks. */
export const integrity = (contents) => `sha384-${createHash('sha384').update(contents).digest('base64')}`;
