import { FIRST_LANDING_ARGUMENTS, recordFirstLanding } from './visit-record.ts';

/**
 * The served pages' record of the visit, an inline script of their head that runs before anything
 * else can move the visitor on (the page server allows it by its hash): recordFirstLanding's own
 * source, called with the app's arguments, so both record the same. It is in every page's HTML,
 * so it goes without the spaces the compiler printed: its output ends every statement in `;` or
 * `}`, and the function holds no string with a space or a line break in it, so lines join and
 * the spaces beside punctuation go without changing what it does (a unit test runs it against the
 * app's record).
 */
const SPACING = /\s*([\n=!&|?:;,(){}<>+])\s*/g;
export const FIRST_LANDING_SCRIPT = `(${recordFirstLanding.toString().replace(SPACING, '$1').replace(/\n/g, '')})(${FIRST_LANDING_ARGUMENTS.map((value) => JSON.stringify(value)).join(',')})`;
