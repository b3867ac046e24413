import pg from 'pg';

/** An error whose status and JSON body go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

/** A statement PostgreSQL refused, with its SQLSTATE `code`. */
export const isPgError = (error: unknown): error is pg.DatabaseError => error instanceof pg.DatabaseError;

/**
 * PostgREST's SQLSTATE-to-status table; anything it does not list is a 400. Insufficient
 * privilege is 401 for a visitor (signing in might help) and 403 for a signed-in caller.
 */
const STATUS_BY_CODE: [RegExp, number][] = [
  [/^42501$/, 0],
  [/^(23503|23505)$/, 409],
  [/^(42P01|42883)$/, 404],
  [/^P0001$/, 400],
  [/^25006$/, 405],
  [/^(08|53)/, 503],
  [/^(0L|0P|28)/, 403],
  [/^(09|25|2D|38|39|3B|40|42P17|54|55|57|58|F0|HV|P0|XX)/, 500],
];

export function statusForPgError(code: string, role: string): number {
  const status = STATUS_BY_CODE.find(([pattern]) => pattern.test(code))?.[1] ?? 400;
  if (status === 0) return role === 'anon' ? 401 : 403;
  return status;
}
