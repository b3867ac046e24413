// /readyz: whether this instance should be sent visitors (/healthz says only that it is alive).
// Ready when the database answered the content watch's last read, each remote's live record was
// read and its server entry loads, and a render of / succeeds within its deadline; otherwise the
// reasons, one line each. The render is the page cache's: a probe every few seconds costs nothing.
/* global AbortSignal */

/** How long loading the remotes' server entries may take (a render has its own deadline). */
const LOAD_DEADLINE_MS = 2000;

const message = (error) => (error instanceof Error ? error.message : String(error));

/**
 * @param {{ content: { databaseFailure: () => string | undefined },
 *   live?: { unread: () => Record<string, string> },
 *   remotes: { serverEntryNames: () => string[], loadServerEntry: (name: string, signal: AbortSignal) => Promise<unknown> },
 *   renderer?: { render: (pathname: string) => Promise<{ fallback: string, error?: unknown } | object> } }} parts
 * @returns {() => Promise<string[]>} why this instance is not ready; empty when it is
 */
export function createReadiness({ content, live, remotes, renderer }) {
  return async () => {
    const reasons = [];
    const database = content.databaseFailure();
    if (database) reasons.push(`database: ${database}`);
    for (const [name, why] of Object.entries(live?.unread() ?? {})) reasons.push(`remote ${name}: its live record was not read: ${why}`);
    if (!renderer) return reasons;
    const signal = AbortSignal.timeout(LOAD_DEADLINE_MS);
    await Promise.all(remotes.serverEntryNames().map((name) => remotes.loadServerEntry(name, signal).catch((error) => reasons.push(`remote ${name}: ${message(error)}`))));
    const home = await renderer.render('/');
    if ('fallback' in home) reasons.push(`render of /: ${home.fallback}${home.error ? ` (${message(home.error)})` : ''}`);
    return reasons;
  };
}
