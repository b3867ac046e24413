import { publicRest } from '@vaani/data/public-content';

/**
 * The count of changes to public content (moved by a trigger on every content table): the page
 * server drops its cached pages when it moves. Rejects when the database cannot answer.
 */
export async function loadContentVersion(signal: AbortSignal): Promise<number> {
  const [row] = await publicRest<{ version: number }[]>('content_version?select=version', { signal });
  if (!row) throw new Error('content_version has no row');
  return row.version;
}
