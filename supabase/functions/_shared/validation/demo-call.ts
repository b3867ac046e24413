// Copied from packages/validation/src/demo-call.ts by scripts/functions-shared.mjs: edit that file, not this one.
/** The fixed client identifier the website sends with every demo-call request. */
export const DEMO_CALL_CLIENT_ID = 'vaani-website';
