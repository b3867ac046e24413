import { readEnv } from './read-env.ts';

/**
 * A read of public content straight from the REST API with the anon key. Visitors' first paint
 * needs only a couple of such reads (the published settings, the demo video), and the Supabase
 * client would add supabase-js to every home-page load for them; row-level security applies the
 * same, since the request runs as the anon role.
 */
export async function publicRest<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const { supabaseUrl, supabaseAnonKey } = readEnv();
  const response = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
