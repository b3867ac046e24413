import { publicRest } from '@vaani/data/public-content';
import type { RowLookup } from '../../routes/route-table.ts';

export type PageHead = { title: string; description: string };

/**
 * The row a pattern route shows, asked of the REST API as a visitor would (row-level security
 * applies): its head (title and description), or null when no row has that value. Rejects when
 * the database cannot answer, which leaves the page to the browser.
 */
export async function lookupRow(lookup: RowLookup, value: string, signal: AbortSignal): Promise<PageHead | null> {
  const columns = [lookup.column, lookup.head?.title, lookup.head?.description].filter(Boolean).join(',');
  const query = `select=${encodeURIComponent(columns)}&${encodeURIComponent(lookup.column)}=eq.${encodeURIComponent(value)}&limit=1`;
  const [row] = await publicRest<Record<string, unknown>[]>(`${encodeURIComponent(lookup.table)}?${query}`, { signal });
  if (!row) return null;
  const text = (column: string | undefined) => (column && typeof row[column] === 'string' ? row[column] : '');
  return { title: text(lookup.head?.title), description: text(lookup.head?.description) };
}
