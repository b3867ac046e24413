// Where the page server gets the remotes: the remotes.json the browser is given (a serve-time one
// from `files`, else the host build's), and each remote's server entry, downloaded from the URL that
// file lists under `ssr` and imported. The one place that decides which build of a remote runs:
// the browser's URLs and the server's code both come from manifest().
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MANIFEST = '/remotes.json';

/**
 * @param {{ root: string, files?: Record<string, string>, entry?: string }} options
 *   root: the host's browser build; files: literal bodies served instead of files (may hold
 *   remotes.json); entry: the host's server entry, beside which remote entries are written.
 */
export function createRemoteSource({ root, files = {}, entry }) {
  const manifestFile = path.join(root, 'remotes.json');
  // Written beside the host's entry, so their bare imports (react, styled-components…) resolve to
  // the very modules the host's entry uses.
  const remoteDir = entry ? path.join(path.dirname(path.resolve(entry)), 'remotes') : undefined;
  /** @type {Map<string, { url: string, etag: string | null, hash: string, module: any }>} */
  const loaded = new Map();

  /** @returns {Record<string, any> & { ssr?: Record<string, string> }} */
  const manifest = () => JSON.parse(MANIFEST in files ? files[MANIFEST] : readFileSync(manifestFile, 'utf8'));

  return {
    /** The remotes.json the browser gets: each remote's entry URL, and under `ssr` its server entry's. */
    manifest,

    /** Changes whenever manifest() may have: what is built from it is built again only then. */
    version: () => (MANIFEST in files ? 'given' : statSync(manifestFile).mtimeMs),

    /** The remotes that have a server entry. */
    serverEntryNames: () => Object.keys(manifest().ssr ?? {}),

    /**
     * The server entry module of remote `name`, or undefined when it has none. Asked for again on
     * each call (with its ETag); a changed file is imported afresh. Rejects when it cannot load.
     * @param {string} name
     * @param {AbortSignal} signal
     */
    async loadServerEntry(name, signal) {
      const url = manifest().ssr?.[name];
      if (!url || !remoteDir) return undefined;
      const known = loaded.get(name);
      const response = await fetch(url, { headers: known?.url === url && known.etag ? { 'If-None-Match': known.etag } : {}, signal });
      if (response.status === 304 && known) return known.module;
      if (!response.ok) throw new Error(`server entry ${url}: HTTP ${response.status}`);
      const code = await response.text();
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
      if (known?.hash === hash) {
        loaded.set(name, { ...known, url, etag: response.headers.get('etag') });
        return known.module;
      }
      const file = path.join(remoteDir, `${name}-${hash}.mjs`);
      if (!existsSync(file)) {
        mkdirSync(remoteDir, { recursive: true });
        writeFileSync(file, code);
      }
      const module = await import(pathToFileURL(file).href);
      loaded.set(name, { url, etag: response.headers.get('etag'), hash, module });
      return module;
    },
  };
}
