import { HttpError } from '../http/errors.ts';

export interface MailLimits {
  /** Mails one client address may ask for per hour (config.toml auth.rate_limit.email_sent). */
  perAddressPerHour: number;
  /** Seconds between two mails to one email address (config.toml auth.email.max_frequency). */
  perEmailSeconds: number;
}

const HOUR_MS = 3_600_000;
// Beyond this many tracked keys, the ones with nothing left in their window are dropped.
const PRUNE_AT = 10_000;

/**
 * Limits requests that send mail per client address (password recovery) and per email (recovery
 * and invitations, so nobody's inbox can be flooded). The email is counted whether or not an
 * account has it, so the limit tells nobody who has an account.
 */
export function createMailLimiter(limits: MailLimits) {
  const requests = new Map<string, number[]>();

  function recent(key: string, now: number, windowMs: number): number[] {
    const kept = (requests.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length > 0) requests.set(key, kept);
    else requests.delete(key);
    return kept;
  }

  return {
    /** Counts one request, or refuses it with 429 as GoTrue words it; without an address, per email only. */
    take(email: string, address?: string): void {
      const now = Date.now();
      if (requests.size >= PRUNE_AT) for (const key of [...requests.keys()]) recent(key, now, HOUR_MS);
      const byEmail = recent(`email:${email}`, now, limits.perEmailSeconds * 1000);
      const byAddress = address === undefined ? [] : recent(`address:${address}`, now, HOUR_MS);
      let retryMs = 0;
      if (byEmail.length > 0) retryMs = (byEmail[0] ?? now) + limits.perEmailSeconds * 1000 - now;
      if (byAddress.length >= limits.perAddressPerHour) retryMs = Math.max(retryMs, (byAddress[byAddress.length - limits.perAddressPerHour] ?? now) + HOUR_MS - now);
      if (retryMs > 0) {
        const seconds = Math.max(1, Math.ceil(retryMs / 1000));
        const message = `For security purposes, you can only request this after ${seconds} seconds.`;
        throw new HttpError(429, { code: 429, error_code: 'over_email_send_rate_limit', msg: message, message }, { 'Retry-After': String(seconds) });
      }
      requests.set(`email:${email}`, [now]);
      if (address !== undefined) requests.set(`address:${address}`, [...byAddress, now]);
    },
  };
}

export type MailLimiter = ReturnType<typeof createMailLimiter>;
