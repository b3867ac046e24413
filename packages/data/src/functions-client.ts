// The one client of the Supabase edge functions (widget, lead outbox): a plain fetch, so
// supabase-js never lands on a page for a form. The caller passes the backend, so two embedded
// elements pointing at different projects never overwrite each other's configuration.

export interface FunctionsBackend {
  /** Project URL, e.g. https://<ref>.supabase.co (a trailing slash is ignored). */
  url: string;
  /** The project's public anon key. */
  anonKey: string;
}

export type FunctionResult<T> = { data: T; error: null } | { data: null; error: Error };

/** POSTs `body` as JSON to /functions/v1/<name> with the project's key (and any `headers`); rejects only when no answer came. */
export function postFunction(backend: FunctionsBackend, name: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend.url.replace(/\/+$/, '')}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, ...headers },
    body: JSON.stringify(body),
  });
}

/** POSTs `body` as JSON to /functions/v1/<name>; a failed fetch or a non-2xx answer comes back as `error`. */
export async function invokeFunction<T>(backend: FunctionsBackend, name: string, body: unknown): Promise<FunctionResult<T>> {
  try {
    const response = await postFunction(backend, name, body);
    const text = await response.text();
    if (!response.ok) return { data: null, error: new Error(`${name} answered ${response.status}: ${text}`) };
    return { data: (text ? JSON.parse(text) : null) as T, error: null };
  } catch (error) {
    return { data: null, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
