import type { IncomingMessage } from 'node:http';
import type { JwtClaims } from '../db/database.ts';
import { readJson } from '../http/body.ts';
import { requestToken, verifyToken } from '../http/caller.ts';
import { HttpError } from '../http/errors.ts';

// bcrypt reads only the first 72 bytes: a longer password would sign in with any tail.
const MAX_PASSWORD_BYTES = 72;
// RFC 5321's limit for a whole address is 254 characters.
export const MAX_EMAIL_LENGTH = 254;
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function authError(status: number, errorCode: string, message: string, grantError?: string): HttpError {
  return new HttpError(status, {
    error_code: errorCode,
    msg: message,
    ...(grantError ? { error: grantError, error_description: message } : {}),
    message,
  });
}

export function checkLengths(email: string, password: string): void {
  if (email.length > MAX_EMAIL_LENGTH) throw authError(422, 'validation_failed', `Email address cannot be longer than ${MAX_EMAIL_LENGTH} characters`);
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw authError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`);
  }
}

export function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

export async function jsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const { value: body } = await readJson(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw authError(400, 'validation_failed', 'Expected a JSON object');
  return body as Record<string, unknown>;
}

async function tokenClaims(req: IncomingMessage, secret: Uint8Array): Promise<JwtClaims | null> {
  const token = requestToken(req);
  return token ? verifyToken(token, secret).catch(() => null) : null;
}

export async function signedInClaims(req: IncomingMessage, ctx: { secret: Uint8Array }): Promise<JwtClaims & { sub: string; session_id: string }> {
  const claims = await tokenClaims(req, ctx.secret);
  if (!claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') {
    throw authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is unverifiable');
  }
  return claims as JwtClaims & { sub: string; session_id: string };
}

export async function serviceClaims(req: IncomingMessage, ctx: { secret: Uint8Array }): Promise<void> {
  if ((await tokenClaims(req, ctx.secret))?.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed');
}
