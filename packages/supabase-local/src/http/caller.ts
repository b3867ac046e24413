import type { IncomingMessage } from 'node:http';
import { jwtVerify } from 'jose';
import { API_ROLES, type JwtClaims } from '../db/database.ts';
import { HttpError } from './errors.ts';

/** The token the request acts with: the Authorization bearer, else the apikey header. */
export function requestToken(req: IncomingMessage): string | undefined {
  const { authorization, apikey } = req.headers;
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  return bearer ?? (typeof apikey === 'string' && apikey ? apikey : undefined);
}

/**
 * Tokens verified before, until they expire: a page's requests all carry the same anon key or
 * session JWT, and re-checking its signature was much of a REST read's cost. Emptied when full.
 */
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, { claims: JwtClaims; expiresAt: number }>>();
const VERIFIED_MAX = 1000;

export async function verifyToken(token: string, secret: Uint8Array): Promise<JwtClaims> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  const known = verified.get(token);
  if (known && known.expiresAt > Date.now()) return known.claims;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (!API_ROLES.includes(payload.role as JwtClaims['role'])) throw new Error('role');
    const claims = payload as JwtClaims;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { claims, expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : Number.POSITIVE_INFINITY });
    return claims;
  } catch {
    throw new HttpError(401, { code: 'PGRST301', details: null, hint: null, message: 'JWT is invalid or expired' });
  }
}

/** Verified claims of the caller; the database role comes from the signed `role` claim only. */
export async function callerClaims(req: IncomingMessage, secret: Uint8Array): Promise<JwtClaims> {
  const token = requestToken(req);
  if (!token) {
    throw new HttpError(401, {
      code: 'PGRST302',
      details: null,
      hint: 'No `apikey` request header or url param was found.',
      message: 'No API key found in request',
    });
  }
  return verifyToken(token, secret);
}
