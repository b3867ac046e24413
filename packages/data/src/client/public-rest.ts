import { readEnv } from './read-env.ts';

/**
 * The one client of public REST reads (browser, page server, scripts), with the anon key, so
 * row-level security applies the same: a first paint's couple of reads must not add supabase-js.
 */
export async function publicRest<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const { supabaseUrl, supabaseAnonKey } = readEnv();
  const response = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (!response.ok) throw new Error(await refusalMessage(path, response));
  return (await response.json()) as T;
}

/** PostgREST's own message for a refused read (what supabase-js would report), else the status. */
async function refusalMessage(path: string, response: Response): Promise<string> {
  const body = await response.text();
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not PostgREST's JSON (a proxy's error page, say): the status tells enough.
  }
  return `${path}: ${response.status}`;
}

/** The first row of a public table, or null; `filter` is a PostgREST condition such as `slug=eq.x`. */
export async function publicRow<T>(table: string, filter?: string): Promise<T | null> {
  const [row] = await publicRest<T[]>(`${table}?select=*${filter ? `&${filter}` : ''}&limit=1`);
  return row ?? null;
}
