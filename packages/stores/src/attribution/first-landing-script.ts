import { FIRST_LANDING_ARGUMENTS, recordFirstLanding } from './visit-record.ts';

/**
 * The served pages' record of the visit, an inline script of their head that runs before anything
 * else can move the visitor on (the page server allows it by its hash): recordFirstLanding's own
 * source, called with the app's arguments, so both record the same. It is in every page's HTML,
 * so it goes without its indentation: the source is a compiler's output (every statement ends in
 * `;` or `}`, no string spans lines), and lines join without changing what it does (a unit test
 * runs it against the app's record).
 */
export const FIRST_LANDING_SCRIPT = `(${recordFirstLanding.toString().replace(/\n\s*/g, '')})(${FIRST_LANDING_ARGUMENTS.map((value) => JSON.stringify(value)).join(',')})`;
