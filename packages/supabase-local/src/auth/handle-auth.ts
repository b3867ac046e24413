import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { HttpError, isPgError } from '../http/errors.ts';
import { sendJson, sendText } from '../http/respond.ts';
import { EMAIL, authError, checkLengths, jsonObject, serviceClaims, signedInClaims, text } from './auth-http.ts';
import { invite, recover, verifyGet, verifyPost, type EmailLinkContext } from './email-links.ts';
import type { Passwords } from './passwords.ts';
import { USER_JSON, hashToken, sessionResponse } from './session.ts';
import type { SignInLimiter } from './limiters.ts';

export interface AuthContext extends EmailLinkContext {
  db: Database;
  passwords: Passwords;
  signIns: SignInLimiter;
  /** A spent refresh token presented again within this many seconds leaves its session alive. */
  refreshTokenReuseSeconds: number;
  /** A refresh token older than this signs nobody in; each refresh hands out a new one. */
  sessionInactivitySeconds: number;
}

const INVALID_LOGIN = () => authError(400, 'invalid_credentials', 'Invalid login credentials', 'invalid_grant');
const INVALID_REFRESH = (reason: string, code: string) => authError(400, code, `Invalid Refresh Token: ${reason}`, 'invalid_grant');

/**
 * The password is checked on the hashing thread, never inside the database queue, and an unknown
 * email costs the same hash as a known one, so timing tells nothing about who has an account.
 */
async function passwordGrant(req: IncomingMessage, ctx: AuthContext): Promise<Record<string, unknown>> {
  const body = await jsonObject(req);
  const email = text(body, 'email');
  const password = text(body, 'password');
  checkLengths(email, password);
  if (!email || !password) throw INVALID_LOGIN();
  const address = req.socket.remoteAddress ?? 'unknown';
  // One normalisation, the database's: the lookup and the limit both use lower() as PostgreSQL
  // computes it, so no spelling of an address (a Turkish İ, say) counts apart from its account.
  const { rows } = await ctx.db.asOwner((tx) =>
    tx.query<{ account: string; id: string | null; encrypted_password: string | null; known_address: boolean }>(
      `select coalesce(u.id::text, lower($1)) as account, u.id::text as id, u.encrypted_password,
         exists (select 1 from auth.sign_in_addresses a where a.user_id = u.id and a.address = $2) as known_address
       from (select 1) one left join auth.users u on lower(u.email) = lower($1)`,
      [email, address],
    ),
  );
  const found = rows[0]!;
  const attempt = ctx.signIns.begin({ address, account: found.account, knownAddress: found.known_address });
  const userId = found.id;
  if (!(await ctx.passwords.verify(password, found.encrypted_password)) || !userId) throw INVALID_LOGIN();
  attempt.succeeded();
  return ctx.db.asOwner(async (tx) => {
    await tx.query('delete from auth.refresh_tokens where created_at < now() - make_interval(secs => $1::int)', [String(ctx.sessionInactivitySeconds)]);
    const signedIn = await tx.query<{ body: string }>(`update auth.users u set last_sign_in_at = now() where u.id::text = $1 returning ${USER_JSON} as body`, [userId]);
    if (!signedIn.rows[0]) throw INVALID_LOGIN();
    await tx.query(
      `insert into auth.sign_in_addresses (user_id, address) values ($1::uuid, $2)
       on conflict (user_id, address) do update set last_at = now()`,
      [userId, address],
    );
    return sessionResponse(tx, signedIn.rows[0].body, null, ctx);
  });
}

interface PresentedToken {
  session_id: string;
  revoked: boolean;
  expired: boolean;
  reused_late: boolean;
  body: string;
}

/**
 * Rotation as GoTrue does it: each refresh spends the presented token. A spent token presented
 * again after the reuse interval means it was copied, so the whole session is revoked.
 */
async function refreshGrant(req: IncomingMessage, ctx: AuthContext): Promise<Record<string, unknown>> {
  const refreshToken = text(await jsonObject(req), 'refresh_token');
  const outcome = await ctx.db.asOwner(async (tx) => {
    const { rows } = await tx.query<PresentedToken>(
      `select rt.session_id::text as session_id, rt.revoked,
         rt.created_at < now() - make_interval(secs => $3::int) as expired,
         rt.revoked and coalesce(rt.revoked_at, rt.created_at) < now() - make_interval(secs => $2::int) as reused_late,
         ${USER_JSON} as body
       from auth.refresh_tokens rt join auth.users u on u.id = rt.user_id
       where rt.token_hash = $1 for update of rt`,
      [hashToken(refreshToken), String(ctx.refreshTokenReuseSeconds), String(ctx.sessionInactivitySeconds)],
    );
    const token = rows[0];
    if (!token) return INVALID_REFRESH('Refresh Token Not Found', 'refresh_token_not_found');
    if (token.reused_late || token.expired) {
      await tx.query('delete from auth.sessions where id::text = $1', [token.session_id]);
      return token.expired ? INVALID_REFRESH('Session Expired', 'session_expired') : INVALID_REFRESH('Already Used', 'refresh_token_already_used');
    }
    if (token.revoked) return INVALID_REFRESH('Already Used', 'refresh_token_already_used');
    await tx.query('update auth.refresh_tokens set revoked = true, revoked_at = now() where token_hash = $1', [hashToken(refreshToken)]);
    return sessionResponse(tx, token.body, token.session_id, ctx);
  });
  // Returned, not thrown, so the revocation above is committed.
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}

async function currentUser(req: IncomingMessage, ctx: AuthContext): Promise<string> {
  const claims = await signedInClaims(req, ctx);
  const { rows } = await ctx.db.asOwner((tx) =>
    tx.query<{ body: string }>(
      `select ${USER_JSON} as body from auth.sessions s join auth.users u on u.id = s.user_id where s.id::text = $1 and u.id::text = $2`,
      [claims.session_id, claims.sub],
    ),
  );
  if (!rows[0]) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return rows[0].body;
}

async function logout(req: IncomingMessage, ctx: AuthContext, url: URL): Promise<void> {
  const claims = await signedInClaims(req, ctx);
  const scope = url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw authError(400, 'validation_failed', 'Unsupported logout scope');
  const condition = scope === 'local' ? 'id::text = $2' : scope === 'others' ? 'id::text <> $2' : '$2::text is not null';
  await ctx.db.asOwner((tx) => tx.query(`delete from auth.sessions where user_id::text = $1 and ${condition}`, [claims.sub, claims.session_id]));
}

async function createUser(req: IncomingMessage, ctx: AuthContext): Promise<string> {
  await serviceClaims(req, ctx);
  const body = await jsonObject(req);
  const email = text(body, 'email');
  const password = text(body, 'password');
  checkLengths(email, password);
  if (!EMAIL.test(email) || password.length < 6) {
    throw authError(422, 'validation_failed', 'A valid email and a password of at least 6 characters are required');
  }
  const hash = await ctx.passwords.hash(password);
  const { rows } = await ctx.db.asOwner((tx) =>
    tx.query<{ body: string }>(
      `insert into auth.users as u (email, encrypted_password) values (lower($1), $2)
       on conflict (email) do nothing returning ${USER_JSON} as body`,
      [email, hash],
    ),
  );
  if (!rows[0]) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  return rows[0].body;
}

async function newPasswordHash(body: Record<string, unknown>, ctx: AuthContext): Promise<string | null> {
  if (body.password === undefined) return null;
  const password = text(body, 'password');
  checkLengths('', password);
  if (password.length < 6) throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
  return ctx.passwords.hash(password);
}

function metadata(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw authError(400, 'validation_failed', `${key} must be an object`);
  return JSON.stringify(value);
}

/** The user `sql` returns as `body` (USER_JSON), else GoTrue's 404. */
async function oneUser(ctx: AuthContext, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await ctx.db.asOwner((tx) => tx.query<{ body: string }>(sql, params));
  if (!rows[0]) throw authError(404, 'user_not_found', 'User not found');
  return rows[0].body;
}

/** PUT /admin/users/:id (service role): password, confirming the email, and metadata (merged, as GoTrue does). */
async function updateUser(req: IncomingMessage, ctx: AuthContext, _url: URL, id: string): Promise<string> {
  await serviceClaims(req, ctx);
  const body = await jsonObject(req);
  const hash = await newPasswordHash(body, ctx);
  return oneUser(
    ctx,
    `update auth.users u set encrypted_password = coalesce($2, u.encrypted_password),
       email_confirmed_at = case when $3 = 'true' then coalesce(u.email_confirmed_at, now()) else u.email_confirmed_at end,
       raw_user_meta_data = u.raw_user_meta_data || coalesce($4::jsonb, '{}'),
       raw_app_meta_data = u.raw_app_meta_data || coalesce($5::jsonb, '{}'),
       updated_at = now()
     where u.id::text = $1 returning ${USER_JSON} as body`,
    [id, hash, String(body.email_confirm === true), metadata(body, 'user_metadata'), metadata(body, 'app_metadata')],
  );
}

/** GET /admin/users/:id (service role): supabase-js deleteUser reads the user first. */
async function getUser(req: IncomingMessage, ctx: AuthContext, _url: URL, id: string): Promise<string> {
  await serviceClaims(req, ctx);
  return oneUser(ctx, `select ${USER_JSON} as body from auth.users u where u.id::text = $1`, [id]);
}

/**
 * DELETE /admin/users/:id (service role): the account goes, and with it every session and refresh
 * token at once, and its roles (the database refuses it for the last admin). GoTrue answers `{}`.
 */
async function deleteUser(req: IncomingMessage, ctx: AuthContext, _url: URL, id: string): Promise<object> {
  await serviceClaims(req, ctx);
  await oneUser(ctx, `delete from auth.users u where u.id::text = $1 returning ${USER_JSON} as body`, [id]).catch((error: unknown) => {
    if (isPgError(error) && error.code === '23514') throw authError(400, 'last_admin', error.message);
    throw error;
  });
  return {};
}

/**
 * PUT /user: the signed-in person's own password or metadata. A new password ends their other
 * sessions, as GoTrue does, so whoever knew the old one is signed out.
 */
async function updateOwnUser(req: IncomingMessage, ctx: AuthContext): Promise<string> {
  const claims = await signedInClaims(req, ctx);
  const body = await jsonObject(req);
  if (body.email !== undefined || body.phone !== undefined) throw authError(422, 'validation_failed', 'Changing the email address or phone is not supported here');
  const password = body.password === undefined ? null : text(body, 'password');
  const hash = await newPasswordHash(body, ctx);
  return ctx.db.asOwner(async (tx) => {
    const current = await tx.query<{ encrypted_password: string }>(
      'select u.encrypted_password from auth.sessions s join auth.users u on u.id = s.user_id where s.id::text = $1 and u.id::text = $2 for update of u',
      [claims.session_id, claims.sub],
    );
    const stored = current.rows[0];
    if (!stored) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    if (password !== null && (await ctx.passwords.verify(password, stored.encrypted_password || null))) {
      throw authError(422, 'same_password', 'New password should be different from the old password.');
    }
    if (hash) await tx.query('delete from auth.sessions where user_id::text = $1 and id::text <> $2', [claims.sub, claims.session_id]);
    const { rows } = await tx.query<{ body: string }>(
      `update auth.users u set encrypted_password = coalesce($2, u.encrypted_password),
         raw_user_meta_data = u.raw_user_meta_data || coalesce($3::jsonb, '{}'), updated_at = now()
       where u.id::text = $1 returning ${USER_JSON} as body`,
      [claims.sub, hash, metadata(body, 'data')],
    );
    return rows[0]?.body ?? '{}';
  });
}

async function listUsers(req: IncomingMessage, ctx: AuthContext): Promise<string> {
  await serviceClaims(req, ctx);
  const { rows } = await ctx.db.asOwner((tx) =>
    tx.query<{ body: string }>(`select json_build_object('aud', 'authenticated', 'users', coalesce(json_agg(${USER_JSON}::json order by u.created_at), '[]'))::text as body from auth.users u`),
  );
  return rows[0]?.body ?? '{"users":[]}';
}

type Route = (req: IncomingMessage, ctx: AuthContext, url: URL, id: string, res: ServerResponse) => Promise<unknown>;

const signupsClosed: Route = () => Promise.reject(authError(422, 'signup_disabled', 'Signups not allowed for this instance'));

/** Each answers 200 with what it returns (JSON text from Postgres as it is), or 204 with nothing. */
const ROUTES: Record<string, Route> = {
  'POST /token': (req, ctx, url) => {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return passwordGrant(req, ctx);
    if (grant === 'refresh_token') return refreshGrant(req, ctx);
    throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type', 'unsupported_grant_type');
  },
  'GET /user': currentUser,
  'PUT /user': updateOwnUser,
  'POST /invite': invite,
  'POST /recover': recover,
  'POST /verify': verifyPost,
  'GET /verify': verifyGet,
  'POST /logout': logout,
  'GET /settings': async () => ({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }),
  'POST /signup': signupsClosed,
  'POST /otp': signupsClosed,
  'POST /magiclink': signupsClosed,
  'GET /admin/users': listUsers,
  'POST /admin/users': createUser,
  'PUT /admin/users/:id': updateUser,
  'GET /admin/users/:id': getUser,
  'DELETE /admin/users/:id': deleteUser,
};

/** The GoTrue subset supabase-js uses, under /auth/v1; signups are closed, accounts come by invitation. */
export async function handleAuth(req: IncomingMessage, res: ServerResponse, path: string, url: URL, ctx: AuthContext): Promise<void> {
  const id = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(path)?.[1];
  const route = ROUTES[`${req.method} ${id ? '/admin/users/:id' : path.replace(/\/+$/, '')}`];
  if (!route) throw authError(404, 'not_found', 'Not found');
  const body = await route(req, ctx, url, id ?? '', res);
  if (res.headersSent) return;
  if (body === undefined) res.writeHead(204).end();
  else if (typeof body === 'string') sendText(res, 200, body);
  else sendJson(res, 200, body);
}
