import { useQuery as useTanstackQuery } from '@tanstack/react-query';
import { queryClient, type QueryKey, type QueryState } from './query-cache.ts';

export interface QueryResult<T> extends QueryState<T> {
  isLoading: boolean;
  refetch: () => Promise<T | undefined>;
}

/**
 * Reads `key` from the shared cache, fetching it when missing or stale. The client is passed
 * explicitly rather than through a provider: the host does not load the data layer on pages that
 * need none, and the custom elements render in React roots of their own.
 */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, { enabled = true } = {}): QueryResult<T> {
  const query = useTanstackQuery({ queryKey: key, queryFn: fetcher, enabled }, queryClient);
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
