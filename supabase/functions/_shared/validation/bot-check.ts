// Copied from packages/validation/src/bot-check.ts by scripts/functions-shared.mjs: edit that file, not this one.
/**
 * The invisible checks every lead form runs (issue 26): a hidden field a person never sees, so
 * never fills, and the time from the form appearing to it being sent. A person is never slowed by
 * them; a lead that fails one is stored as spam and the sender sees the same success.
 */
export interface BotCheck {
  /** What the hidden field held: empty for a person. */
  honeypot: string;
  /** Milliseconds from the form appearing to it being sent. */
  fill_ms: number;
}

/**
 * What a lead form hands over with its lead: its invisible checks as they stand, and how to take a
 * Cloudflare Turnstile token for one request (a token is good for one check). The token step
 * never rejects: undefined means no token (Turnstile off, blocked or slow), and the lead goes
 * without one.
 */
export interface LeadChecks {
  check: BotCheck;
  turnstileToken: () => Promise<string | undefined>;
}

/** The hidden field's name: one bots fill in, autofill has no profile field for. */
export const HONEYPOT_FIELD = 'website';

/** Nobody reads a form, types a name or an address and sends it this fast; scripts do. */
export const MIN_FILL_MS = 1500;

const MAX_HONEYPOT_LENGTH = 2000;

/**
 * Why a lead whose form reported `check` is spam, in words for the admin, or null when it passed.
 * No check at all (a caller without our forms, or a lead queued before the forms sent one) is no
 * verdict: that is what Turnstile is for.
 */
export function botCheckProblem(check: unknown): string | null {
  if (check === undefined) return null;
  const { honeypot, fill_ms: fillMs } = (typeof check === 'object' && check !== null ? check : {}) as Record<string, unknown>;
  if (typeof honeypot !== 'string' || honeypot.length > MAX_HONEYPOT_LENGTH || typeof fillMs !== 'number' || !Number.isFinite(fillMs)) {
    return 'The form check was malformed';
  }
  if (honeypot !== '') return 'The hidden field was filled in';
  if (fillMs < MIN_FILL_MS) return `Sent ${(Math.max(0, fillMs) / 1000).toFixed(1)} s after the form appeared (a person takes at least ${MIN_FILL_MS / 1000} s)`;
  return null;
}
