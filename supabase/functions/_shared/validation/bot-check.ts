/**
 * The invisible checks every lead form runs (issue 26): a hidden field a person never sees, so
 * never fills, and the time from the form appearing to it being sent. Only the hidden field holds
 * a lead as spam; the time is for the admin to weigh (issue 40): autofilled forms go out fast.
 */
export interface BotCheck {
  /** What the hidden field held: empty for a person. */
  honeypot: string;
  /** Milliseconds from the form appearing to it being sent. */
  fill_ms: number;
}

/**
 * What a lead form hands over with its lead: its invisible checks, and how to take a Turnstile
 * token for one request (each is good for one check). The token step never rejects: undefined
 * (Turnstile off, blocked or slow) sends the lead without one.
 */
export interface LeadChecks {
  check: BotCheck;
  turnstileToken: () => Promise<string | undefined>;
}

/** The hidden field's name: one bots fill in, autofill has no profile field for. */
export const HONEYPOT_FIELD = 'website';

const MAX_HONEYPOT_LENGTH = 2000;

/**
 * Why a lead whose form reported `check` is spam, in words for the admin, or null when it passed.
 * No check at all (a caller without our forms) is no verdict: the lead is stored unverified.
 */
export function botCheckProblem(check: unknown): string | null {
  if (check === undefined) return null;
  const { honeypot, fill_ms: fillMs } = (typeof check === 'object' && check !== null ? check : {}) as Record<string, unknown>;
  if (typeof honeypot !== 'string' || honeypot.length > MAX_HONEYPOT_LENGTH || typeof fillMs !== 'number' || !Number.isFinite(fillMs)) {
    return 'The form check was malformed';
  }
  return honeypot === '' ? null : 'The hidden field was filled in';
}
