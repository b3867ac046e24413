// What the visitor has typed into any of our forms during this browser session, so the next form
// (the demo-call dialog offered when the microphone fails, the booking calendar) starts filled in
// instead of asking again. Session storage only: it ends with the tab and never leaves the browser.

export interface VisitorDetails {
  name?: string;
  email?: string;
  /** Country option id of the phone number, e.g. 'IN'. */
  countryId?: string;
  /** Digits of the phone number without the dial code. */
  number?: string;
}

const KEY = 'vaani:visitor';
const FIELDS = ['name', 'email', 'countryId', 'number'] as const;

/** Storage may be blocked (privacy modes, sandboxed frames): then the forms simply start empty. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readVisitorDetails(): VisitorDetails {
  try {
    const stored = JSON.parse(storage()?.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(FIELDS.flatMap((field) => (typeof stored[field] === 'string' && stored[field] ? [[field, stored[field]]] : [])));
  } catch {
    return {};
  }
}

/** Merges the non-empty fields given into what the session already knows. */
export function rememberVisitorDetails(details: VisitorDetails): void {
  const known = { ...readVisitorDetails(), ...Object.fromEntries(Object.entries(details).filter(([, value]) => Boolean(value))) };
  try {
    storage()?.setItem(KEY, JSON.stringify(known));
  } catch {
    // Full or blocked storage: the next form starts empty, nothing else is lost.
  }
}
