import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/errors.ts';
import type { ReadQuery } from './query-params.ts';

/** Only JSON is read as JSON; PostgREST 12 answers any other declared type with this 400. */
export function checkJsonBody(req: IncomingMessage): void {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type === '') return;
  throw new HttpError(400, { code: 'PGRST102', details: null, hint: null, message: `Content-Type not acceptable: ${type}` });
}

/** The caller's limit, capped by max_rows. */
export function cappedLimit(query: ReadQuery, maxRows: number): ReadQuery {
  return { ...query, limit: Math.min(query.limit ?? maxRows, maxRows) };
}
