import { botCheckProblem } from './validation/index.ts';
import { env } from './env.ts';

/** What save_lead and demo-call make of a request: why it is spam (null: it is not), and how far it was checked. */
export interface SpamVerdict {
  spamReason: string | null;
  /** unverified when no form check came or Turnstile could not vouch; null when the form's checks came and Turnstile is off. */
  verification: 'verified' | 'unverified' | null;
  /** Milliseconds from the form appearing to it being sent: a signal for the admin, never a verdict (issue 40). */
  fillMs: number | null;
}

const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const SITEVERIFY_TIMEOUT_MS = 3_000;
const MAX_TOKEN_LENGTH = 2048;

/** Error codes that are Cloudflare's trouble, not the token's: the lead goes through unverified. */
const CLOUDFLARE_TROUBLE = ['internal-error'];

/**
 * Asks Cloudflare about the request's Turnstile token when TURNSTILE_SECRET_KEY is set. A refused
 * token is spam; no token (a blocker), an outage or a slow answer lets the lead through unverified.
 */
async function turnstile(token: unknown, address: string): Promise<Pick<SpamVerdict, 'verification'> & { problem: string | null }> {
  const secret = env('TURNSTILE_SECRET_KEY');
  if (!secret) return { verification: null, problem: null };
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return { verification: 'unverified', problem: null };
  try {
    const response = await fetch(env('TURNSTILE_VERIFY_URL') ?? SITEVERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, ...(address === 'unknown' ? {} : { remoteip: address }) }),
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    const outcome = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
    if (outcome.success === true) return { verification: 'verified', problem: null };
    const codes = Array.isArray(outcome['error-codes']) ? outcome['error-codes'].map(String) : [];
    if (codes.some((code) => CLOUDFLARE_TROUBLE.includes(code))) return { verification: 'unverified', problem: null };
    return { verification: 'unverified', problem: `Turnstile refused the visitor (${codes.join(', ') || 'no reason given'})` };
  } catch (error) {
    console.warn('[turnstile] not verified, letting the request through', error instanceof Error ? error.message : error);
    return { verification: 'unverified', problem: null };
  }
}

/** The largest fill time stored (a day): a tab left open longer says nothing more. */
const MAX_FILL_MS = 86_400_000;

/**
 * The form's own invisible checks first (free), then Turnstile when configured. A request without
 * the form's checks is no person's for certain: unverified, unless Turnstile vouches for it.
 */
export async function judgeRequest(botCheck: unknown, turnstileToken: unknown, address: string): Promise<SpamVerdict> {
  const { verification, problem } = await turnstile(turnstileToken, address);
  const fillMs = (botCheck as { fill_ms?: unknown } | null | undefined)?.fill_ms;
  return {
    spamReason: botCheckProblem(botCheck) ?? problem,
    verification: botCheck === undefined && verification !== 'verified' ? 'unverified' : verification,
    fillMs: typeof fillMs === 'number' && Number.isFinite(fillMs) ? Math.min(MAX_FILL_MS, Math.max(0, Math.round(fillMs))) : null,
  };
}
