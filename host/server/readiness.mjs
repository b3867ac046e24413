// /readyz: whether this instance should be sent visitors (/healthz: only that it is alive). Ready
// when the database, every remote's live record and server entry, and a render of / all answer;
// else one reason a line. The render is the page cache's: a probe every few seconds costs nothing.

/** How long loading the remotes' server entries may take (a render has its own deadline). */
const LOAD_DEADLINE_MS = 2000;

/**
 * @param {{ content: { databaseFailure: () => string | undefined },
 *   live?: { unread: () => Record<string, string> },
 *   renderer?: { loadRemotes: (deadlineMs: number) => Promise<Record<string, string>>, render: (pathname: string) => Promise<{ fallback: string, error?: unknown } | object> } }} parts
 * @returns {() => Promise<string[]>} why this instance is not ready; empty when it is
 */
export function createReadiness({ content, live, renderer }) {
  return async () => {
    const reasons = [];
    const database = content.databaseFailure();
    if (database) reasons.push(`database: ${database}`);
    for (const [name, why] of Object.entries(live?.unread() ?? {})) reasons.push(`remote ${name}: its live record was not read: ${why}`);
    if (!renderer) return reasons;
    // The thread ends when a release changes: this probe then says so, the next loads from the new one.
    const unloaded = await renderer.loadRemotes(LOAD_DEADLINE_MS).catch((error) => ({ [`thread`]: error.message }));
    for (const [name, why] of Object.entries(unloaded)) reasons.push(`remote ${name}: ${why}`);
    const home = await renderer.render('/');
    if ('fallback' in home) reasons.push(`render of /: ${home.fallback}${home.error ? ` (${home.error instanceof Error ? home.error.message : home.error})` : ''}`);
    return reasons;
  };
}
