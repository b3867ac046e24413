import { HttpError } from '../http/errors.ts';

const HOUR_MS = 3_600_000;
// Beyond this many tracked keys, the ones with nothing left in their window are dropped.
const PRUNE_AT = 10_000;

/** Request times per key; reading a key's recent ones drops its older ones. */
function timesByKey() {
  const times = new Map<string, number[]>();
  function recent(key: string, now: number, windowMs: number): number[] {
    const kept = (times.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length > 0) times.set(key, kept);
    else times.delete(key);
    return kept;
  }
  return {
    times,
    recent,
    prune(now: number, windowMs: number): void {
      if (times.size >= PRUNE_AT) for (const key of [...times.keys()]) recent(key, now, windowMs);
    },
  };
}

/** A 429 as GoTrue words it, with Retry-After in whole seconds. */
function tooMany(errorCode: string, message: string, retryMs: number): HttpError {
  return new HttpError(429, { code: 429, error_code: errorCode, msg: message, message }, { 'Retry-After': String(Math.max(1, Math.ceil(retryMs / 1000))) });
}

/** Mail per client address (recovery) and per email (no flooded inbox), alike with or without an account. */
export function createMailLimiter(limits: { perAddressPerHour: number; perEmailSeconds: number }) {
  const { times, recent, prune } = timesByKey();
  return {
    /** Counts one request, or refuses it with 429; without an address, per email only. */
    take(email: string, address?: string): void {
      const now = Date.now();
      prune(now, HOUR_MS);
      const byEmail = recent(`email:${email}`, now, limits.perEmailSeconds * 1000);
      const byAddress = address === undefined ? [] : recent(`address:${address}`, now, HOUR_MS);
      let retryMs = 0;
      if (byEmail.length > 0) retryMs = (byEmail[0] ?? now) + limits.perEmailSeconds * 1000 - now;
      if (byAddress.length >= limits.perAddressPerHour) retryMs = Math.max(retryMs, (byAddress[byAddress.length - limits.perAddressPerHour] ?? now) + HOUR_MS - now);
      if (retryMs > 0) {
        const seconds = Math.max(1, Math.ceil(retryMs / 1000));
        throw tooMany('over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`, retryMs);
      }
      times.set(`email:${email}`, [now]);
      if (address !== undefined) times.set(`address:${address}`, [...byAddress, now]);
    },
  };
}

export type MailLimiter = ReturnType<typeof createMailLimiter>;

/** Failed sign-ins allowed per window: per client address, and per account from addresses it never signed in from. */
interface SignInLimits {
  perAddress: number;
  perEmail: number;
  windowSeconds: number;
}

interface SignInAttempt {
  address: string;
  /** The account's id, else the email as the database normalises it (lower()), so every spelling of one account shares one count. */
  account: string;
  /** The account has signed in from this address before: its own limit does not apply here. */
  knownAddress: boolean;
}

/**
 * Counts failed sign-ins per address and per account in a sliding window, as hosted Supabase Auth
 * limits its token endpoint. An attempt counts as failed from its start, so parallel guesses cannot
 * slip past the limit before the first one is checked.
 */
export function createSignInLimiter(limits: SignInLimits) {
  const { times: failures, recent, prune } = timesByKey();
  const windowMs = limits.windowSeconds * 1000;
  return {
    /** Refuses with 429 and Retry-After when either limit is spent; otherwise counts the attempt as failed. */
    begin({ address, account, knownAddress }: SignInAttempt): { succeeded(): void } {
      const now = Date.now();
      prune(now, windowMs);
      const addressKey = `address:${address}`;
      const emailKey = `account:${account}`;
      const keys: [string, number][] = [[addressKey, limits.perAddress]];
      if (!knownAddress) keys.push([emailKey, limits.perEmail]);
      let retryAt = 0;
      for (const [key, limit] of keys) {
        const recentFailures = recent(key, now, windowMs);
        if (recentFailures.length >= limit) retryAt = Math.max(retryAt, (recentFailures[recentFailures.length - limit] ?? now) + windowMs);
      }
      if (retryAt > 0) throw tooMany('over_request_rate_limit', 'Request rate limit reached', retryAt - now);
      for (const [key] of keys) failures.set(key, [...(failures.get(key) ?? []), now]);
      return {
        succeeded() {
          // The right password clears the account's count and takes this attempt off the address's.
          failures.delete(emailKey);
          const addressFailures = failures.get(addressKey) ?? [];
          const index = addressFailures.lastIndexOf(now);
          if (index >= 0) addressFailures.splice(index, 1);
        },
      };
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
