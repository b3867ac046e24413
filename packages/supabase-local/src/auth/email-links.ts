import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Database, Tx } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { EMAIL, MAX_EMAIL_LENGTH, authError, jsonObject, serviceClaims, text } from './auth-http.ts';
import { EMAIL_LINK_TYPES, type AuthMailer, type EmailLinkType } from './mailer.ts';
import type { MailLimiter } from './limiters.ts';
import { USER_JSON, hashToken, sessionResponse, type SessionOptions } from './session.ts';

export interface EmailLinkContext extends SessionOptions {
  db: Database;
  mailer: AuthMailer;
  mailLimits: MailLimiter;
  /** auth.site_url: the default target of a link, and an origin every redirect may go to. */
  siteUrl: string;
  redirectUrls: readonly string[];
  otpExpirySeconds: number;
}

const LINK_INVALID = 'Email link is invalid or has expired';

function validEmail(body: Record<string, unknown>): string {
  const email = text(body, 'email').trim();
  if (!email) throw authError(422, 'validation_failed', 'To invite a user or reset a password, an email address is required');
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

/** `*` matches within one path segment or host label, `**` across them, as GoTrue's allow list. */
function globMatches(pattern: string, url: string): boolean {
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/.]*'))
    .join('.*');
  return new RegExp(`^${source}$`).test(url);
}

/** A link leads where the caller asked only if the project allows it; otherwise to the site. */
function redirectTarget(requested: string | null, ctx: EmailLinkContext): string {
  if (!requested) return ctx.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return ctx.siteUrl;
  }
  const allowed = url.origin === new URL(ctx.siteUrl).origin || ctx.redirectUrls.some((pattern) => globMatches(pattern, url.href));
  return allowed && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : ctx.siteUrl;
}

/** A new one-time token for the user's link of this type; an older one of the same type stops working. */
async function issueLink(tx: Tx, userId: string, type: EmailLinkType, redirect: string, ctx: EmailLinkContext): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `insert into auth.one_time_tokens (token_hash, user_id, token_type) values ($1, $2::uuid, $3)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, created_at = now()`,
    [hashToken(token), userId, type],
  );
  const link = new URL(`${ctx.issuer}/verify`);
  link.search = new URLSearchParams({ token, type, redirect_to: redirect }).toString();
  return link.href;
}

/**
 * POST /invite (service role): creates the account without a password and mails its link, at most
 * once per auth.email.max_frequency to one address (the platform calls: no client address counts).
 */
export async function invite(req: IncomingMessage, ctx: EmailLinkContext, url: URL): Promise<string> {
  await serviceClaims(req, ctx);
  const body = await jsonObject(req);
  const email = validEmail(body);
  const data: Record<string, unknown> = body.data !== undefined && typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? { ...body.data } : {};
  const redirect = redirectTarget(url.searchParams.get('redirect_to'), ctx);
  ctx.mailLimits.take(email.toLowerCase());
  return ctx.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ id: string; confirmed: boolean }>(
      `insert into auth.users as u (email, encrypted_password, email_confirmed_at, invited_at, raw_user_meta_data)
       values (lower($1), '', null, now(), $2::jsonb)
       on conflict (email) do update set invited_at = now(), updated_at = now() where u.email_confirmed_at is null
       returning u.id::text as id, false as confirmed`,
      [email, JSON.stringify(data)],
    );
    const invited = rows[0];
    if (!invited) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    const link = await issueLink(tx, invited.id, 'invite', redirect, ctx);
    await ctx.mailer.send('invite', email.toLowerCase(), { link, siteUrl: ctx.siteUrl, data }).catch((error: unknown) => {
      console.error('[supabase-local] invite mail failed:', error);
      throw new HttpError(500, { code: 500, error_code: 'unexpected_failure', msg: 'Error sending invite email', message: 'Error sending invite email' });
    });
    return (await tx.query<{ body: string }>(`select ${USER_JSON} as body from auth.users u where u.id::text = $1`, [invited.id])).rows[0]?.body ?? '{}';
  });
}

/**
 * POST /recover: mails a password-reset link if an account has the address. The answer (sent
 * before the mail) and the limits are the same either way, so nothing tells a caller who has one.
 */
export async function recover(req: IncomingMessage, ctx: EmailLinkContext, url: URL): Promise<object> {
  const email = validEmail(await jsonObject(req));
  const { rows } = await ctx.db.asOwner((tx) => tx.query<{ normalised: string }>('select lower($1) as normalised', [email]));
  const normalised = rows[0]?.normalised ?? email;
  ctx.mailLimits.take(normalised, req.socket.remoteAddress ?? 'unknown');
  const redirect = redirectTarget(url.searchParams.get('redirect_to'), ctx);
  void ctx.db
    .asOwner(async (tx) => {
      const found = await tx.query<{ id: string; data: Record<string, unknown> | null }>(
        'update auth.users set recovery_sent_at = now() where email = $1 returning id::text as id, raw_user_meta_data as data',
        [normalised],
      );
      const user = found.rows[0];
      return user ? { link: await issueLink(tx, user.id, 'recovery', redirect, ctx), data: user.data ?? {} } : null;
    })
    .then((issued) => (issued ? ctx.mailer.send('recovery', normalised, { ...issued, siteUrl: ctx.siteUrl }) : undefined))
    .catch((error: unknown) => console.error('[supabase-local] recovery mail failed:', error));
  return {};
}

/** Spends a link's token and signs its person in; null when the token is unknown, spent or too old. */
async function spendToken(token: string, type: string, ctx: EmailLinkContext): Promise<Record<string, unknown> | null> {
  if (!EMAIL_LINK_TYPES.includes(type as EmailLinkType) || !token) return null;
  return ctx.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ user_id: string; expired: boolean }>(
      `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2
       returning user_id::text, created_at < now() - make_interval(secs => $3::int) as expired`,
      [hashToken(token), type, String(ctx.otpExpirySeconds)],
    );
    const spent = rows[0];
    if (!spent || spent.expired) return null;
    // Following the link proves the address, as GoTrue confirms it on either link.
    const user = await tx.query<{ body: string }>(
      `update auth.users u set email_confirmed_at = coalesce(u.email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
       where u.id::text = $1 returning ${USER_JSON} as body`,
      [spent.user_id],
    );
    return user.rows[0] ? sessionResponse(tx, user.rows[0].body, null, ctx) : null;
  });
}

/** POST /verify {type, token_hash}: the session of a link, for a page that verifies it itself. */
export async function verifyPost(req: IncomingMessage, ctx: EmailLinkContext): Promise<object> {
  const body = await jsonObject(req);
  const type = text(body, 'type');
  if (!type) throw authError(400, 'validation_failed', 'Verify requires a verification type');
  if (!EMAIL_LINK_TYPES.includes(type as EmailLinkType)) throw authError(400, 'validation_failed', 'Unsupported verification type');
  const session = await spendToken(text(body, 'token_hash') || text(body, 'token'), type, ctx);
  if (!session) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
  return session;
}

/**
 * GET /verify?token&type&redirect_to: where a mail's link points. Redirects to the page with the
 * session in the fragment (the implicit flow supabase-js reads), or with the error there.
 */
export async function verifyGet(_req: IncomingMessage, ctx: EmailLinkContext, url: URL, _id: string, res: ServerResponse): Promise<void> {
  const type = url.searchParams.get('type') ?? '';
  const target = new URL(redirectTarget(url.searchParams.get('redirect_to'), ctx));
  const session = await spendToken(url.searchParams.get('token') ?? '', type, ctx);
  const fragment = session
    ? new URLSearchParams({
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        token_type: 'bearer',
        type,
      })
    : new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: LINK_INVALID });
  target.hash = fragment.toString();
  res.writeHead(303, { Location: target.href, 'Cache-Control': 'no-store' });
  res.end();
}
