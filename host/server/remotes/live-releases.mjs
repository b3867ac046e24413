// Which release of each remote is live (docs/releasing.md), read by each page server every second
// from the releases' folder or CDN: a promote reaches every instance within seconds, with no restart
// and no word between instances. A release whose release.json does not fit this host's singletons
// (a record edited by hand) is not loaded: the last good one (or the plain build) stays, logged once.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HOST_SHARED_FILE, incompatibilities, LIVE_FILE, RELEASE_MANIFEST, RELEASED, VERSION } from '../releases.mjs';

/** How often the live records are read: a promote is served to new visitors within about this plus one render. */
const CHECK_MS = 1000;

/** Reads a file under `source` (the releases' folder, or its http(s) URL) as text; null when there is none. @param {string} source */
export function releaseReader(source) {
  if (!/^https?:\/\//.test(source)) {
    return (file) => readFile(path.join(source, file), 'utf8').catch((error) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
  }
  return async (file, signal) => {
    const response = await fetch(`${source.replace(/\/$/, '')}/${file}`, { cache: 'no-store', signal });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
    return response.text();
  };
}

/**
 * @param {{ source: string, root: string, onChange: () => void, log?: (line: string) => void }} options
 *   source: the releases' folder, or the http(s) URL of it on the CDN; root: the host's browser
 *   build (holds the singletons it provides); onChange: a remote's live release changed.
 */
export function watchReleases({ source, root, onChange, log = (line) => console.warn(line) }) {
  const hostFile = path.join(root, HOST_SHARED_FILE);
  const host = existsSync(hostFile) ? JSON.parse(readFileSync(hostFile, 'utf8')) : {};
  /** @type {Record<string, { version: string, release: any }>} */
  const live = {};
  /** Versions already refused, by remote, so the log says it once. */
  const refused = new Map();
  /** Why a remote's live record could not be read last time, by remote, for /readyz. */
  const unread = new Map();

  const readText = releaseReader(source);

  /** Reads one remote's record; true when what is live for it changed. */
  async function checkOne(name, signal) {
    const record = await readText(`${name}/${LIVE_FILE}`, signal);
    const version = record === null ? undefined : JSON.parse(record).version;
    if (version === live[name]?.version || (version !== undefined && refused.get(name) === version)) return false;
    if (version === undefined || !VERSION.test(version)) {
      // No record (or none we can read as one): the remote's plain build serves again.
      if (version !== undefined) log(`release ${name} ${String(version).slice(0, 40)} not loaded: not a release version`);
      if (!(name in live)) return false;
      delete live[name];
      return true;
    }
    const release = JSON.parse((await readText(`${name}/${version}/${RELEASE_MANIFEST}`, signal)) ?? 'null');
    const problems = release ? incompatibilities(host, release.shared) : ['its release.json is missing'];
    if (problems.length) {
      refused.set(name, version);
      log(`release ${name} ${version} not loaded, ${live[name] ? `${live[name].version} stays live` : 'its plain build serves'}: ${problems.join('; ')}`);
      return false;
    }
    live[name] = { version, release };
    return true;
  }

  let checking = false;
  /** The first read: what is live at start is no change (nothing was kept before it). */
  let first = true;
  async function check() {
    if (checking) return;
    checking = true;
    try {
      const signal = AbortSignal.timeout(CHECK_MS * 3);
      const results = await Promise.allSettled(RELEASED.map((name) => checkOne(name, signal)));
      results.forEach(({ status, reason }, i) => {
        if (status === 'fulfilled') return unread.delete(RELEASED[i]);
        // The CDN is unreachable: what is live stays live.
        unread.set(RELEASED[i], reason instanceof Error ? reason.message : String(reason));
        log(`live release of ${RELEASED[i]} not read: ${unread.get(RELEASED[i])}`);
      });
      if (results.some(({ value }) => value) && !first) onChange();
    } finally {
      first = false;
      checking = false;
    }
  }

  const timer = setInterval(() => void check(), CHECK_MS);
  timer.unref();
  return {
    ready: check(),
    live: () => live,
    unread: () => Object.fromEntries(unread),
    source,
    stop: () => clearInterval(timer),
  };
}
