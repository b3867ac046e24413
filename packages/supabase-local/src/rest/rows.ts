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

