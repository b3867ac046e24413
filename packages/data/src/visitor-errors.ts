// Errors visitors hit, reported for the admin dashboard: each message once per page view, five at
// most, with a place (a path, or a partner's origin and our element) but never a query, a form's
// values or a stack. The function scrubs again.
import { readEnv } from './client/read-env.ts';
import { postFunction, type FunctionsBackend } from './functions-client.ts';

const MAX_PER_PAGE = 5;
const reported = new Set<string>();

/** A module script that did not load, as Chromium, Firefox and Safari word it. */
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload/i;

const messageOf = (error: unknown) => String((error as Error | undefined)?.message ?? error);

export function reportVisitorError(backend: FunctionsBackend, error: unknown, place: string): void {
  const message = messageOf(error).slice(0, 300);
  if (!backend.url || !message || reported.size >= MAX_PER_PAGE || reported.has(message)) return;
  reported.add(message);
  postFunction(backend, 'visitor-error', { kind: CHUNK_FAILED.test(message) ? 'chunk' : 'error', message, place: place.slice(0, 200) }).catch(() => {});
}

/** Our own site's project (the build's), without the rest of the data layer in the first load. */
export function siteBackend(): FunctionsBackend {
  const { supabaseUrl, supabaseAnonKey } = readEnv();
  return { url: supabaseUrl, anonKey: supabaseAnonKey };
}

/** Reports uncaught errors whose script or stack `isOurs` accepts (a partner page's own are not). */
export function reportUncaughtErrors(backend: FunctionsBackend, place: () => string, isOurs: (where: string) => boolean = () => true): void {
  addEventListener('error', (event) => {
    if (isOurs(event.filename)) reportVisitorError(backend, event.error ?? event.message, place());
  });
  addEventListener('unhandledrejection', (event) => {
    if (isOurs(String((event.reason as Error | undefined)?.stack ?? ''))) reportVisitorError(backend, event.reason, place());
  });
}
