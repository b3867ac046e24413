export type QueryKey = readonly unknown[];

export type QueryStatus = 'pending' | 'success' | 'error';

export interface QueryState<T> {
  status: QueryStatus;
  data: T | undefined;
  error: Error | undefined;
  isFetching: boolean;
}

/** The spec's cache policy: fresh 5 minutes, kept 10 minutes after its last user, one retry. */
export const CACHE_POLICY = {
  staleTimeMs: 5 * 60 * 1000,
  gcTimeMs: 10 * 60 * 1000,
  retries: 1,
  retryDelayMs: 1000,
} as const;

interface Entry {
  state: QueryState<unknown>;
  updatedAt: number;
  inFlight: Promise<unknown> | undefined;
  fetcher: (() => Promise<unknown>) | undefined;
  listeners: Set<() => void>;
  gcTimer: ReturnType<typeof setTimeout> | undefined;
}

const IDLE: QueryState<unknown> = { status: 'pending', data: undefined, error: undefined, isFetching: false };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** Runs `task`, retrying once after a pause: a flaky mobile network should not show an error. */
export async function withRetry<T>(task: () => Promise<T>, retryIf: (error: unknown) => boolean = () => true): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= CACHE_POLICY.retries || !retryIf(error)) throw error;
      await wait(CACHE_POLICY.retryDelayMs);
    }
  }
}

export const hashKey = (key: QueryKey): string => JSON.stringify(key);

/**
 * A deliberately small stand-in for a query library: shared results per key, de-duplicated
 * requests, staleness, garbage collection and invalidation. There are no focus or reconnect
 * listeners, by design of the spec.
 */
export class QueryCache {
  private readonly entries = new Map<string, Entry>();

  private entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { state: IDLE, updatedAt: 0, inFlight: undefined, fetcher: undefined, listeners: new Set(), gcTimer: undefined };
      this.entries.set(hash, entry);
      this.scheduleGc(hash, entry);
    }
    return entry;
  }

  private update(entry: Entry, state: Partial<QueryState<unknown>>): void {
    entry.state = { ...entry.state, ...state };
    entry.listeners.forEach((listener) => listener());
  }

  private scheduleGc(hash: string, entry: Entry): void {
    clearTimeout(entry.gcTimer);
    if (entry.listeners.size > 0) return;
    entry.gcTimer = setTimeout(() => {
      if (entry.listeners.size === 0 && !entry.inFlight) this.entries.delete(hash);
    }, CACHE_POLICY.gcTimeMs);
  }

  getState<T>(key: QueryKey): QueryState<T> {
    return (this.entries.get(hashKey(key))?.state ?? IDLE) as QueryState<T>;
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const hash = hashKey(key);
    const entry = this.entry(key);
    entry.listeners.add(listener);
    clearTimeout(entry.gcTimer);
    return () => {
      entry.listeners.delete(listener);
      this.scheduleGc(hash, entry);
    };
  }

  isStale(key: QueryKey): boolean {
    const entry = this.entries.get(hashKey(key));
    return !entry || entry.state.status !== 'success' || Date.now() - entry.updatedAt > CACHE_POLICY.staleTimeMs;
  }

  /** Resolves with fresh cached data, or fetches (once, however many callers ask at the same time). */
  fetch<T>(key: QueryKey, fetcher: () => Promise<T>, { force = false } = {}): Promise<T> {
    const entry = this.entry(key);
    entry.fetcher = fetcher;
    if (!force && !this.isStale(key)) return Promise.resolve(entry.state.data as T);
    if (entry.inFlight) return entry.inFlight as Promise<T>;
    this.update(entry, { isFetching: true });
    const run = withRetry(fetcher).then(
      (data) => {
        entry.updatedAt = Date.now();
        this.update(entry, { status: 'success', data, error: undefined, isFetching: false });
        return data;
      },
      (error: unknown) => {
        this.update(entry, { status: 'error', error: toError(error), isFetching: false });
        throw error;
      },
    );
    entry.inFlight = run.finally(() => {
      entry.inFlight = undefined;
    });
    return entry.inFlight as Promise<T>;
  }

  /** Marks every query whose key starts with `prefix` stale and refetches those on screen. */
  invalidate(prefix: QueryKey): Promise<void> {
    const head = hashKey(prefix).slice(0, -1);
    const refetches: Promise<unknown>[] = [];
    for (const [hash, entry] of this.entries) {
      if (!hash.startsWith(head)) continue;
      entry.updatedAt = 0;
      if (entry.listeners.size > 0 && entry.fetcher) {
        refetches.push(this.fetch(JSON.parse(hash) as QueryKey, entry.fetcher, { force: true }).catch(() => undefined));
      }
    }
    return Promise.all(refetches).then(() => undefined);
  }

  clear(): void {
    this.entries.forEach((entry) => clearTimeout(entry.gcTimer));
    this.entries.clear();
  }
}

/** The page-wide cache; shared across host, remotes and widget because @vaani/data is a singleton. */
export const queryCache = new QueryCache();
