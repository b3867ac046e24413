// Releases of the remotes and the embed (docs/releasing.md): immutable folders
// `<releases>/<remote>/<version>/` with their release.json, and per remote a `live.json` naming the
// live release and those before it, on the same static host (as single-spa's import-map deployer
// keeps its pointer): whoever may upload may promote, and every server and visitor reads one file.
import semver from 'semver';

/** What `npm run release` accepts: the three federated remotes and the widget (the embed and its site build). */
export const RELEASED = ['marketing', 'forms', 'admin', 'widget'];
/** A release's folder name: the first 12 hex digits of the SHA-256 of its files. */
export const VERSION = /^[0-9a-f]{12}$/;
/** A file inside a versioned folder, under the releases' root: it never changes, so it is cached for a year. */
export const RELEASE_FILE = /^\/[a-z]+\/[0-9a-f]{12}\//;
export const LIVE_FILE = 'live.json';
export const RELEASE_MANIFEST = 'release.json';
/** Where the host's build writes the singletons it provides, for the page server to check releases against. */
export const HOST_SHARED_FILE = 'shared.json';

/**
 * Why a release cannot run on this host, one line per shared singleton that does not fit: the
 * host's copy outside the range the release accepts, or the version it was built against outside
 * the host's range. Empty when it fits.
 * @param {Record<string, { version: string, range: string }>} host
 * @param {Record<string, { version: string, range: string }>} release
 */
export function incompatibilities(host, release) {
  return Object.entries(release).flatMap(([name, wanted]) => {
    const provided = host[name];
    if (!provided) return [`${name}: the host provides no ${name}`];
    if (!semver.satisfies(provided.version, wanted.range)) return [`${name}: the host has ${provided.version}, the release accepts ${wanted.range}`];
    if (!semver.satisfies(wanted.version, provided.range)) return [`${name}: the release was built against ${wanted.version}, the host accepts ${provided.range}`];
    return [];
  });
}
