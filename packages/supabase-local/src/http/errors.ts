/** An error whose status and JSON body go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/**
 * PostgREST's mapping of SQLSTATE to HTTP status, for the codes this API can produce.
 * Insufficient privilege is 401 for a visitor (sign in might help) and 403 for a signed-in caller.
 */
export function statusForPgError(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === 'P0001') return 400;
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('42')) return 400;
  if (code === '54000' || code === '54001') return 413;
  if (code === '57014') return 504;
  return 500;
}
