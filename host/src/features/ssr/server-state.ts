// The query cache the page was rendered from, handed to the browser beside the HTML so its first
// render matches and nothing is fetched twice.
import type { RemoteModule } from '../../routes/route-table.ts';

export const SERVER_STATE_ID = 'vaani-server-state';

export interface ServerState {
  /** The react-query cache's dehydrated state (see serverRender in @vaani/data). */
  queries: unknown;
  /** The pieces of other remotes rendered into the page (SERVED_PIECES whose remote could load). */
  served: RemoteModule[];
  /** When the server rendered it (ms since the epoch): a page from its cache may be a little old. */
  renderedAt: number;
}

/** The state the served HTML carries, or undefined for a page the browser renders alone. */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}
