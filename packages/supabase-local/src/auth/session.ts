import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Tx } from '../db/database.ts';

const ACCESS_TOKEN_TTL_S = 3600;

/** GoTrue's user object, built by Postgres from auth.users. */
export const USER_JSON = `json_build_object(
  'id', u.id, 'aud', u.aud, 'role', u.role, 'email', u.email, 'phone', '',
  'email_confirmed_at', u.email_confirmed_at, 'confirmed_at', u.email_confirmed_at,
  'last_sign_in_at', u.last_sign_in_at, 'invited_at', u.invited_at,
  'recovery_sent_at', u.recovery_sent_at, 'app_metadata', u.raw_app_meta_data,
  'user_metadata', u.raw_user_meta_data, 'identities', '[]'::json,
  'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', false
)::text`;

interface AuthUser {
  id: string;
  email: string;
  aud: string;
  role: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

/** Only a hash is stored, so a copy of the database cannot be replayed as sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionOptions {
  secret: Uint8Array;
  issuer: string;
}

/** The token response GoTrue sends for both grant types. */
export async function sessionResponse(tx: Tx, userJson: string, sessionId: string | null, options: SessionOptions): Promise<Record<string, unknown>> {
  const user = JSON.parse(userJson) as AuthUser;
  const session =
    sessionId ?? (await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id::text', [user.id])).rows[0]?.id ?? '';
  const refreshToken = randomBytes(32).toString('base64url');
  await tx.query('insert into auth.refresh_tokens (token_hash, session_id, user_id) values ($1, $2, $3)', [hashToken(refreshToken), session, user.id]);
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await new SignJWT({
    email: user.email,
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: session,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuer(options.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_S)
    .sign(options.secret);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: now + ACCESS_TOKEN_TTL_S,
    refresh_token: refreshToken,
    user,
  };
}
