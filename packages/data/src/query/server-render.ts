// Server rendering drives the query cache from outside React: a render pass only records which
// queries the page reads (useQuery does not fetch on a server), the server fetches those, and the
// next pass renders them. What was fetched goes to the browser inside the HTML, where it is put
// into the page's one cache before hydration, so nothing is fetched twice. Each bundle that
// contains this package (the host's and every remote's server entry) has its own copy of the
// cache, hence these functions travel with each bundle.
import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient, type QueryKey } from './query-cache.ts';

export type { DehydratedState };

export const serverRender = {
  /** Forgets the previous render's rows: every render reads the database afresh. */
  reset: (): void => queryClient.clear(),

  /**
   * Fetches every enabled query the last pass read but found empty; true when there were any (so
   * another pass is due). A failed read rejects: the page is then left to the browser, which
   * shows it with its usual error and retry states instead of a server-made error page.
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
   * Puts data read elsewhere into this bundle's cache, as if its query had fetched it: the host's
   * server reads the published settings once and hands them to its own cache (header, footer,
   * theme) and to the page remote's, each bundle having its own copy; Storybook puts "nothing
   * published" there.
   */
  put: (key: QueryKey, data: unknown): void => {
    queryClient.setQueryData(key, data);
  },
};

/**
 * In the browser: the server's rows, put into the page's cache before hydration. Apart from
 * serverRender, so a page's first load does not carry the server's helpers.
 */
export function hydrateServedQueries(state: DehydratedState): void {
  hydrate(queryClient, state);
}
