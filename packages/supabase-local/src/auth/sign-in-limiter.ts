import { HttpError } from '../http/errors.ts';

export interface SignInLimits {
  /** Failed sign-ins allowed per client address in one window (config.toml auth.rate_limit.sign_in_sign_ups). */
  perAddress: number;
  /** Failed sign-ins allowed per account in one window, from addresses it has never signed in from. */
  perEmail: number;
  windowSeconds: number;
}

// Beyond this many tracked keys, keys without a failure in the current window are dropped.
const PRUNE_AT = 10_000;

/** Who is signing in: the caller's address, and the account as the database names it. */
export interface SignInAttempt {
  address: string;
  /** The account's id, else the email as the database normalises it (lower()), so every spelling of one account shares one count. */
  account: string;
  /** The account has signed in from this address before: its own limit does not apply here. */
  knownAddress: boolean;
}

/**
 * Counts failed sign-ins per address and per account in a sliding window, as hosted Supabase Auth
 * limits its token endpoint. An attempt counts as failed from the moment it starts, so a burst
 * of parallel guesses cannot slip past the limit before the first one has been checked.
 */
export function createSignInLimiter(limits: SignInLimits) {
  const failures = new Map<string, number[]>();
  const windowMs = limits.windowSeconds * 1000;

  function recent(key: string, now: number): number[] {
    const kept = (failures.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length > 0) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  function prune(now: number): void {
    if (failures.size < PRUNE_AT) return;
    for (const key of [...failures.keys()]) recent(key, now);
  }

  return {
    /** Refuses with 429 and Retry-After when either limit is spent; otherwise counts the attempt as failed. */
    begin({ address, account, knownAddress }: SignInAttempt): { succeeded(): void } {
      const now = Date.now();
      prune(now);
      const addressKey = `address:${address}`;
      const emailKey = `account:${account}`;
      const keys: [string, number][] = [[addressKey, limits.perAddress]];
      if (!knownAddress) keys.push([emailKey, limits.perEmail]);
      let retryAt = 0;
      for (const [key, limit] of keys) {
        const times = recent(key, now);
        if (times.length >= limit) retryAt = Math.max(retryAt, (times[times.length - limit] ?? now) + windowMs);
      }
      if (retryAt > 0) {
        const message = 'Request rate limit reached';
        throw new HttpError(429, { code: 429, error_code: 'over_request_rate_limit', msg: message, message }, {
          'Retry-After': String(Math.max(1, Math.ceil((retryAt - now) / 1000))),
        });
      }
      for (const [key] of keys) failures.set(key, [...(failures.get(key) ?? []), now]);
      return {
        succeeded() {
          // The right password clears the account's count and takes this attempt off the address's.
          failures.delete(emailKey);
          const times = failures.get(addressKey) ?? [];
          const index = times.lastIndexOf(now);
          if (index >= 0) times.splice(index, 1);
        },
      };
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
