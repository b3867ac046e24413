// Where a visit came from, kept first-party for the tab's session (session storage, no cookie,
// nothing sent anywhere until a form sends a lead with it). Session storage is per origin, so on a
// partner page it is the partner site's own visit.
import { CAMPAIGN_PARAMS, cleanAttribution, type Attribution } from '@vaani/validation';
import { parseJson } from '../storage/browser-storage.ts';

const VISIT_KEY = 'vaani:visit';
const OPENERS_KEY = 'vaani:lead-openers';

/** The forms a control opens; the inline forms (callback, newsletter) have no opener. */
export type OpenedForm = 'demo-call' | 'get-started';

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const read = (key: string) => cleanObject(parseJson(session()?.getItem(key) ?? null));
const cleanObject = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

function write(key: string, value: object): void {
  try {
    session()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the lead still goes, with less attribution.
  }
}

const pageOf = (url: URL) => url.origin + url.pathname;

/**
 * Records the visit's first landing page once per session: its path (never its query, which may
 * hold anything), its campaign parameters and the origin that referred it. Later pages of the
 * visit change nothing.
 */
export function recordVisit(): void {
  const store = session();
  if (typeof location === 'undefined' || !store || store.getItem(VISIT_KEY) !== null) return;
  const url = new URL(location.href);
  const visit: Record<string, string> = { landing_page: pageOf(url) };
  for (const param of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(param);
    if (value) visit[param] = value;
  }
  try {
    const referrer = document.referrer ? new URL(document.referrer).origin : '';
    if (referrer && referrer !== url.origin) visit.referrer = referrer;
  } catch {
    // A referrer that is not a URL refers nothing.
  }
  write(VISIT_KEY, cleanAttribution(visit));
}

/** Remembers which control opened `form` (the last one wins): 'header', 'hero', 'use-case:…'. */
export function noteOpener(form: OpenedForm, control: string): void {
  write(OPENERS_KEY, { ...read(OPENERS_KEY), [form]: control });
}

/** The attribution a lead of `form` carries, taken when it is sent (so the page is the one it was sent from). */
export function attributionFor(form: string): Attribution {
  recordVisit();
  const opener = read(OPENERS_KEY)[form];
  return cleanAttribution({
    ...read(VISIT_KEY),
    page: typeof location === 'undefined' ? undefined : pageOf(new URL(location.href)),
    opener,
  });
}
