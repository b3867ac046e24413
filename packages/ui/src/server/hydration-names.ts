// The names through which React's progress reaches the host's early-tap script
// (host/src/features/ssr/early-clicks-script.ts), which is built alone into an inline script: no
// imports here, so the script carries nothing else.

/** The attribute of a region still waiting for React. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/**
 * The property (a plain JS property, not an attribute React would see) that the early-tap script
 * sets on a served form the first time someone types into it before React has it: when, by
 * `performance.now()`. A lead form's fill time counts from then at the latest (useBotCheck).
 */
export const TYPED_EARLY_PROPERTY = 'vaaniTypedAt';
