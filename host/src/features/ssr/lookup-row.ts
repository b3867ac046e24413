import { findRenamed, publicRest } from '@vaani/data/public-content';
import type { PageRow, RowLookup } from '../../routes/route-table.ts';

export type PageHead = { title: string; description: string; searchTitle?: string; image?: string };

/**
 * The row a pattern route shows, asked of the REST API as a visitor would (row-level security
 * applies): its head (title and description), or null when no row has that value. Rejects when
 * the database cannot answer, which leaves the page to the browser.
 */
export async function lookupRow(lookup: RowLookup, value: string, signal: AbortSignal): Promise<PageHead | null> {
  const head = lookup.head;
  const columns = [lookup.column, head?.title, head?.description, head?.searchTitle, head?.searchDescription, head?.image].filter(Boolean).join(',');
  const query = `select=${encodeURIComponent(columns)}&${encodeURIComponent(lookup.column)}=eq.${encodeURIComponent(value)}&limit=1`;
  const [row] = await publicRest<Record<string, unknown>[]>(`${encodeURIComponent(lookup.table)}?${query}`, { signal });
  if (!row) return null;
  const text = (column: string | undefined) => (column && typeof row[column] === 'string' ? row[column] : '');
  return {
    title: text(head?.title),
    description: text(head?.searchDescription) || text(head?.description),
    searchTitle: text(head?.searchTitle) || undefined,
    image: text(head?.image) || undefined,
  };
}

/** The value a row that had `value` has now (its current slug), when the route keeps old values; null otherwise. */
export async function findMovedRow(lookup: RowLookup, value: string, signal: AbortSignal): Promise<string | null> {
  return lookup.renames ? findRenamed(lookup.renames, value, signal) : null;
}

/**
 * What a page's editor set for its head (search title, description, social image), asked as a
 * visitor would; empty when they set nothing or there is no row. Rejects when the database
 * cannot answer (the page keeps its standard head).
 */
export async function lookupPageRow({ table, column, value, head }: PageRow, signal: AbortSignal): Promise<Omit<PageHead, 'title'>> {
  const columns = [head.searchTitle, head.searchDescription, head.image].join(',');
  const [row] = await publicRest<Record<string, unknown>[]>(
    `${encodeURIComponent(table)}?select=${encodeURIComponent(columns)}&${encodeURIComponent(column)}=eq.${encodeURIComponent(value)}&limit=1`,
    { signal },
  );
  const text = (key: string) => (row && typeof row[key] === 'string' ? row[key] : '');
  return { description: text(head.searchDescription), searchTitle: text(head.searchTitle) || undefined, image: text(head.image) || undefined };
}
