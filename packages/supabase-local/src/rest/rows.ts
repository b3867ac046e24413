import type { Tx } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Params } from './sql.ts';

export interface RowsResult {
  body: string;
  n: number;
}

const SINGLE_ERROR_MESSAGE = 'JSON object requested, multiple (or no) rows returned';

/** Throwing inside the transaction rolls a write back, as PostgREST does for single(). */
export function singleBody(result: RowsResult): string {
  if (result.n !== 1) {
    throw new HttpError(406, {
      code: 'PGRST116',
      details: `The result contains ${result.n} rows`,
      hint: null,
      message: SINGLE_ERROR_MESSAGE,
    });
  }
  return JSON.stringify((JSON.parse(result.body) as unknown[])[0]);
}

export async function queryRows(tx: Tx, sql: string, params: Params): Promise<RowsResult> {
  const row = (await tx.query<RowsResult>(sql, params.values)).rows[0];
  return { body: row?.body ?? '[]', n: row?.n ?? 0 };
}

export function contentRange(offset: number, n: number, total: number | null): string {
  const size = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${size}` : `*/${size}`;
}

/** PostgREST's status for a read: 206 when a known total holds more rows than were sent, 416 past its end. */
export function rangeStatus(offset: number, n: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new HttpError(416, {
      code: 'PGRST103',
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
      hint: null,
      message: 'Requested range not satisfiable',
    }, { 'Content-Range': `*/${total}` });
  }
  return n < total ? 206 : 200;
}

