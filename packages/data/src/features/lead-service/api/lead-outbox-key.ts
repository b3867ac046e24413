/** The lead outbox's storage key, apart so a page can see a lead waits without loading the outbox. */
export const LEAD_OUTBOX_STORAGE_KEY = 'vaani:lead-outbox';
