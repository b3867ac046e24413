import type { IncomingMessage } from 'node:http';

export interface Preferences {
  representation: boolean;
  count: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

export function readPreferences(req: IncomingMessage): Preferences {
  const header = req.headers.prefer;
  const tokens = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((token) => token.trim())
      .filter(Boolean),
  );
  const resolution = tokens.has('resolution=merge-duplicates')
    ? 'merge-duplicates'
    : tokens.has('resolution=ignore-duplicates')
      ? 'ignore-duplicates'
      : undefined;
  return {
    representation: tokens.has('return=representation'),
    count: [...tokens].some((token) => token.startsWith('count=')),
    resolution,
    missingDefault: tokens.has('missing=default'),
  };
}

/** supabase-js single() asks for one object instead of an array. */
export function wantsSingleObject(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');
}
