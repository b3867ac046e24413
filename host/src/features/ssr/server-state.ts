// What the server hands the browser beside the HTML: the rows the page was rendered from and the
// published site settings it was rendered with. The browser puts both in place before hydrating,
// so its first render matches the HTML and nothing is fetched twice.
import type { PublishedSettings } from '@vaani/stores';

export const SERVER_STATE_ID = 'vaani-server-state';

export interface ServerState {
  /** The react-query cache's dehydrated state (see serverRender in @vaani/data). */
  queries: unknown;
  published: PublishedSettings | null;
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
