/**
 * True in the script-tag bundles, which only partner pages load. The federated build for our own
 * site sets VAANI_STANDALONE to 'false' (vite.config.ts).
 */
export const ON_PARTNER_PAGE = import.meta.env.VAANI_STANDALONE !== 'false';
