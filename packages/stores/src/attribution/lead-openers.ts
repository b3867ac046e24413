// Which control opened a lead's form, kept for the tab's session like the visit (see
// visit-record.ts): noted at the click, read when the lead is sent.
import { MAX_ATTRIBUTION_LENGTH } from '@vaani/validation';

export const OPENERS_STORAGE_KEY = 'vaani:lead-openers';

/** The forms a control opens; the inline forms (callback, newsletter) have no opener. */
export type OpenedForm = 'demo-call' | 'get-started';

function storedOpeners(): object {
  try {
    const openers: unknown = JSON.parse(sessionStorage.getItem(OPENERS_STORAGE_KEY) ?? '{}');
    return openers instanceof Object ? openers : {};
  } catch {
    return {};
  }
}

/** Remembers which control opened `form` (the last one wins): 'header', 'hero', 'use-case:…'. */
export function noteOpener(form: OpenedForm, control: string): void {
  try {
    sessionStorage.setItem(OPENERS_STORAGE_KEY, JSON.stringify({ ...storedOpeners(), [form]: control.slice(0, MAX_ATTRIBUTION_LENGTH) }));
  } catch {
    // No session storage (blocked, full, or no page at all): the lead still goes, without its opener.
  }
}
