/**
 * Where the browser's lead outbox lives in local storage: its own module, so a page can see
 * whether a lead waits without loading the outbox itself.
 */
export const LEAD_OUTBOX_STORAGE_KEY = 'vaani:lead-outbox';
