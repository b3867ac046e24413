import { useQuery as useTanstackQuery } from '@tanstack/react-query';
import { queryClient, type QueryKey } from './query-cache.ts';

export interface QueryResult<T> {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  error: Error | undefined;
  isFetching: boolean;
  isLoading: boolean;
  refetch: () => Promise<T | undefined>;
}

/**
 * Reads `key` from the shared cache. The client is passed rather than provided: pages without
 * data do not load the data layer, and custom elements render in React roots of their own.
 */
export interface QueryOptions<T> {
  enabled?: boolean;
  /**
   * Reads again every so many ms while the page is visible (a function decides from the data),
   * for screens that follow what others change: the spec's cache policy suits rare content changes.
   */
  refetchEvery?: number | false | ((data: T | undefined) => number | false);
}

export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, { enabled = true, refetchEvery = false }: QueryOptions<T> = {}): QueryResult<T> {
  const refetchInterval = typeof refetchEvery === 'function' ? (query: { state: { data: T | undefined } }) => refetchEvery(query.state.data) : refetchEvery;
  const query = useTanstackQuery({ queryKey: key, queryFn: fetcher, enabled, refetchInterval }, queryClient);
  const { refetch } = query;
  return {
    status: query.status,
    data: query.data,
    error: query.error ?? undefined,
    isFetching: query.isFetching,
    isLoading: query.isLoading,
    refetch: async () => (await refetch()).data,
  };
}
