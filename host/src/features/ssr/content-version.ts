import { publicRest } from '@vaani/data/public-content';

/**
 * The database's count of changes to public content (content_version, moved by a trigger on every
 * content table). The page server reads it about once a second and drops the pages it keeps when it
 * moved, so a publish is served to the next visitor within seconds. Rejects when the database cannot
 * answer; the server then keeps its pages as they are.
 */
export async function loadContentVersion(signal: AbortSignal): Promise<number> {
  const [row] = await publicRest<{ version: number }[]>('content_version?select=version', { signal });
  if (!row) throw new Error('content_version has no row');
  return row.version;
}
