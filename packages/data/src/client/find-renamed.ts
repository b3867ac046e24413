import { publicRest } from './public-rest.ts';

/** Where a table keeps the old values of its renamed rows, pointing at the row itself. */
export interface RenameTable {
  /** The table of old values, e.g. `case_study_redirects`. */
  table: string;
  /** Its column holding an old value. */
  from: string;
  /** Its foreign key to the renamed row's table, embedded by PostgREST. */
  to: string;
  /** The renamed row's column the value belongs to. */
  column: string;
}

/** Case studies keep their old slugs, so a shared link to a renamed one still arrives. */
export const CASE_STUDY_RENAMES: RenameTable = { table: 'case_study_redirects', from: 'old_slug', to: 'case_studies', column: 'slug' };

/**
 * The value a row that had `value` has now (a renamed case study's current slug), or null. Asked as
 * a visitor would, so a row visitors may not see leads nowhere: the page server's 301 and the
 * browser's redirect read it here alike.
 */
export async function findRenamed({ table, from, to, column }: RenameTable, value: string, signal?: AbortSignal): Promise<string | null> {
  const query = `select=${encodeURIComponent(`${to}(${column})`)}&${encodeURIComponent(from)}=eq.${encodeURIComponent(value)}&limit=1`;
  const [row] = await publicRest<Record<string, Record<string, unknown> | null>[]>(`${encodeURIComponent(table)}?${query}`, { signal });
  const moved = row?.[to]?.[column];
  return typeof moved === 'string' && moved !== value ? moved : null;
}
