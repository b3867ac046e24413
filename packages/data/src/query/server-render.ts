// Server rendering drives the query cache from outside React: a pass records which queries the
// page reads (useQuery does not fetch on a server), the server fetches those, the next pass renders
// them, and the rows reach the browser's cache before hydration. Each server bundle has its own
// copy of the cache, hence these functions travel with each bundle.
import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient, type QueryKey } from './query-cache.ts';

export type { DehydratedState };

export const serverRender = {
  /** Forgets the previous render's rows: every render reads the database afresh. */
  reset: (): void => queryClient.clear(),

  /**
   * Fetches every enabled query the last pass found empty; true when there were any (another pass
   * is due). A failed read rejects, leaving the page to the browser's own error and retry states.
   */
  async fetchPending(): Promise<boolean> {
    const pending = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
      .filter((query) => (query.options as { enabled?: unknown }).enabled !== false);
    // No retry here: the render has a deadline, and the browser retries by itself.
    await Promise.all(pending.map((query) => query.fetch({ ...query.options, retry: false })));
    return pending.length > 0;
  },

  /** The rows the render used, for the browser. */
  dehydrate: (): DehydratedState => dehydrate(queryClient),


  /**
   * Puts data read elsewhere into this bundle's cache, as if its query had fetched it: the host
   * reads the published settings once for its own cache and the page remote's.
   */
  put: (key: QueryKey, data: unknown): void => {
    queryClient.setQueryData(key, data);
  },
};

/** The server's rows into the browser's cache; apart from serverRender, off the first load. */
export function hydrateServedQueries(state: DehydratedState): void {
  hydrate(queryClient, state);
}
