import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { hashKey, queryCache, type QueryKey, type QueryState } from './query-cache.ts';

export interface QueryResult<T> extends QueryState<T> {
  isLoading: boolean;
  refetch: () => Promise<T | undefined>;
}

/** Reads `key` from the shared cache, fetching it when missing or stale. */
export function useQuery<T>(key: QueryKey, fetcher: () => Promise<T>, { enabled = true } = {}): QueryResult<T> {
  const hash = hashKey(key);
  // The hash is the key's identity: a new array with the same contents is the same query.
  const stableKey = useMemo(() => JSON.parse(hash) as QueryKey, [hash]);
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });

  const subscribe = useCallback((listener: () => void) => queryCache.subscribe(stableKey, listener), [stableKey]);
  const snapshot = useCallback(() => queryCache.getState<T>(stableKey), [stableKey]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    if (!enabled || !queryCache.isStale(stableKey)) return;
    queryCache.fetch(stableKey, () => latestFetcher.current()).catch(() => undefined);
  }, [stableKey, enabled]);

  const refetch = useCallback(
    () => queryCache.fetch(stableKey, () => latestFetcher.current(), { force: true }).catch(() => undefined),
    [stableKey],
  );

  return { ...state, isLoading: enabled && state.status === 'pending', refetch };
}
