// What the visitor typed into any of our forms this session, so the next form (the demo-call
// dialog, the booking calendar) starts filled in. Session storage only: it ends with the tab and
// never leaves the browser. A page that knows its visitor may give the same as visitor-* attributes.
import { splitPhone } from '@vaani/validation';

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

/** Storage may be blocked (privacy modes, sandboxed frames; reading `sessionStorage` then throws): the forms start empty. */
export function readVisitorDetails(): VisitorDetails {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(FIELDS.flatMap((field) => (typeof stored[field] === 'string' && stored[field] ? [[field, stored[field]]] : [])));
  } catch {
    return {};
  }
}

export function rememberVisitorDetails(details: VisitorDetails): void {
  const known = { ...readVisitorDetails(), ...Object.fromEntries(Object.entries(details).filter(([, value]) => Boolean(value))) };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(known));
  } catch {
    // Full or blocked storage: the next form starts empty, nothing else is lost.
  }
}

/** The details a page gives an element (its visitor-* attributes); a phone such as '+447911123456' is split into country and number. */
export interface PrefilledVisitor {
  visitorName?: string;
  visitorEmail?: string;
  visitorPhone?: string;
}

/**
 * What a form starts with: the page's prefill, under what the visitor typed in this session (the
 * newer word of the two).
 */
export function startingVisitorDetails({ visitorName, visitorEmail, visitorPhone }: PrefilledVisitor): VisitorDetails {
  const phone = visitorPhone?.trim() ? splitPhone(visitorPhone) : {};
  const given = { name: visitorName?.trim(), email: visitorEmail?.trim(), ...phone };
  return { ...Object.fromEntries(Object.entries(given).filter(([, value]) => Boolean(value))), ...readVisitorDetails() };
}
