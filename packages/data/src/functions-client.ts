// Supabase edge functions called with a plain fetch, for code that must stay small: the widget's
// script-tag loader and its dialogs call two functions and have no use for the whole of
// supabase-js. The caller passes the backend, so each embedded element keeps its own
// configuration and two elements pointing at different projects never overwrite each other.

export interface FunctionsBackend {
  /** Project URL, e.g. https://<ref>.supabase.co (a trailing slash is ignored). */
  url: string;
  /** The project's public anon key. */
  anonKey: string;
}

export type FunctionResult<T> = { data: T; error: null } | { data: null; error: Error };

/** POSTs `body` as JSON to /functions/v1/<name>; a failed fetch or a non-2xx answer comes back as `error`. */
export async function invokeFunction<T>(backend: FunctionsBackend, name: string, body: unknown): Promise<FunctionResult<T>> {
  try {
    const response = await fetch(`${backend.url.replace(/\/+$/, '')}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) return { data: null, error: new Error(`${name} answered ${response.status}: ${text}`) };
    return { data: (text ? JSON.parse(text) : null) as T, error: null };
  } catch (error) {
    return { data: null, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
