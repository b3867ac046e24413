import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/errors.ts';
import type { ReadQuery } from './query-params.ts';

/** PostgREST takes JSON for writes; anything else (text/plain, a form) is not read as JSON. */
export function checkJsonBody(req: IncomingMessage): void {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type === '') return;
  throw new HttpError(415, { code: 'PGRST107', details: null, hint: null, message: `None of these media types are available: ${type}` });
}

/** The caller's limit, capped by max_rows. */
export function cappedLimit(query: ReadQuery, maxRows: number): ReadQuery {
  return { ...query, limit: Math.min(query.limit ?? maxRows, maxRows) };
}
