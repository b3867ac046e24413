// The one place that decides which build of a remote runs: the browser's remotes.json (a serve-time
// one, else the host build's) pointed at each live release, and each remote's server entry, from its
// release only when it matches its release.json's hash, else from remotes.json's `ssr` URL. Imported
// from memory in the render thread: the page server never writes into its install.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY } from '@vaani/remotes';
import { integrity } from '@vaani/remotes/integrity';
import { releaseReader } from './live-releases.mjs';
import { importFromMemory } from './memory-import.mjs';

const MANIFEST = '/remotes.json';
/** Where a release's browser entry is inside its folder: a remote's, or the widget's site build beside the embed. */
const BROWSER_ENTRY = { widget: 'embed-assets/site/assets/remoteEntry.js' };

/**
 * @param {{ root: string, files?: Record<string, string>, entry?: string,
 *   releases?: { source: string, live: () => Record<string, { version: string, release: any }> }, releasesUrl?: string }} options
 *   root: the host's browser build; files: literal bodies served instead of files (may hold
 *   remotes.json); entry: the host's server entry, from which the remotes' bare imports resolve;
 *   releases: the live releases; releasesUrl: where browsers load the releases' files from.
 */
export function createRemoteSource({ root, files = {}, entry, releases, releasesUrl = '/releases' }) {
  const manifestFile = path.join(root, 'remotes.json');
  const hostUrl = entry ? pathToFileURL(path.resolve(entry)).href : undefined;
  /** @type {Map<string, { key: string, module: any, etag?: string | null }>} */
  const loaded = new Map();
  const live = () => releases?.live() ?? {};
  const readText = releases && releaseReader(releases.source);

  /** @returns {Record<string, any> & { ssr?: Record<string, string> }} */
  const manifest = () => {
    const built = JSON.parse(MANIFEST in files ? files[MANIFEST] : readFileSync(manifestFile, 'utf8'));
    for (const [name, { version }] of Object.entries(live())) {
      built[name] = `${releasesUrl.replace(/\/$/, '')}/${name}/${version}/${BROWSER_ENTRY[name] ?? 'assets/remoteEntry.js'}`;
    }
    return built;
  };

  /** A remote's server entry from its live release, imported only when it is the file its release.json names. */
  async function loadReleased(name, { version, release }, signal) {
    const key = `${name}/${version}`;
    if (loaded.get(name)?.key === key) return loaded.get(name).module;
    const expected = release.entries?.server?.integrity;
    if (!expected) return undefined;
    const code = await readText(`${key}/${SERVER_ENTRY}`, signal);
    if (code === null) throw new Error(`release ${name} ${version} has no ${SERVER_ENTRY}`);
    if (integrity(code) !== expected) {
      throw new Error(`release ${name} ${version}: ${SERVER_ENTRY} does not match the hash in its release.json, not loaded`);
    }
    const module = await importFromMemory(key, code, hostUrl);
    loaded.set(name, { key, module });
    return module;
  }

  return {
    /** The remotes.json the browser gets: each remote's entry URL, and under `ssr` its server entry's. */
    manifest,

    /** What a render thread makes this source again from: the options, and the releases live now. */
    threadData: () => ({ root, files, entry, releasesUrl, releases: releases && { source: releases.source, live: live() } }),

    /** Changes whenever manifest() may have: what is built from it is built again only then. */
    version: () =>
      [MANIFEST in files ? 'given' : statSync(manifestFile).mtimeMs, ...Object.entries(live()).map(([name, { version }]) => `${name}@${version}`)].join(' '),

    serverEntryNames: () => Object.keys(manifest().ssr ?? {}),

    /**
     * The server entry module of remote `name`, or undefined when it has none. Asked for again on
     * each call (with its ETag); a changed file is imported afresh. Rejects when it cannot load.
     * @param {string} name @param {AbortSignal} signal
     */
    async loadServerEntry(name, signal) {
      if (!hostUrl) return undefined;
      const released = live()[name];
      if (released) return loadReleased(name, released, signal);
      const url = manifest().ssr?.[name];
      if (!url) return undefined;
      const known = loaded.get(name);
      const response = await fetch(url, { headers: known?.key.startsWith(`${url} `) && known.etag ? { 'If-None-Match': known.etag } : {}, signal });
      if (response.status === 304 && known) return known.module;
      if (!response.ok) throw new Error(`server entry ${url}: HTTP ${response.status}`);
      const code = await response.text();
      const key = `${url} ${createHash('sha256').update(code).digest('hex').slice(0, 16)}`;
      const module = known?.key === key ? known.module : await importFromMemory(`${name}/${key.split(' ')[1]}`, code, hostUrl);
      loaded.set(name, { key, module, etag: response.headers.get('etag') });
      return module;
    },
  };
}
