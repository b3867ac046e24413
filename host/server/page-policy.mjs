// The pages' Content-Security-Policy. It names the remotes' origins, so it follows remotes.json (a
// remote moved to another origin is allowed on the next page), and the published booking calendar;
// it is built again only when one of them changed, not for every page.
import { contentSecurityPolicy } from './security-headers.mjs';

/**
 * @param {{ supabaseUrl: string, analytics?: { ga?: boolean, metaPixel?: boolean },
 *   remotes: { manifest: () => Record<string, any>, version: () => unknown },
 *   entry?: { EARLY_CLICKS_SCRIPT?: string, FIRST_LANDING_SCRIPT?: string, CHALLENGE_ORIGINS?: string[] },
 *   bookingOrigin: () => string | null }} options
 * @returns {() => string} the current policy
 */
export function createPagePolicy({ supabaseUrl, analytics, remotes, entry, bookingOrigin }) {
  let built = { key: '', policy: '' };
  return () => {
    const key = `${remotes.version()} ${bookingOrigin()}`;
    if (built.key !== key) {
      const remoteUrls = Object.entries(remotes.manifest()).flatMap(([name, url]) => (name === 'ssr' ? Object.values(url) : [url]));
      const inlineScripts = [entry?.EARLY_CLICKS_SCRIPT, entry?.FIRST_LANDING_SCRIPT].filter(Boolean);
      const challengeOrigins = entry?.CHALLENGE_ORIGINS ?? [];
      built = { key, policy: contentSecurityPolicy({ supabaseUrl, remoteUrls, inlineScripts, bookingOrigin: bookingOrigin(), analytics, challengeOrigins }) };
    }
    return built.policy;
  };
}
