import { FIRST_LANDING_ARGUMENTS, recordFirstLanding } from './visit-record.ts';

/**
 * The served pages' record of the visit, an inline head script (allowed by its hash) that runs
 * before the visitor can move on: recordFirstLanding's own source with the app's arguments, so
 * both record the same. It is in every page's HTML, so its spaces go: every statement ends in `;`
 * or `}` and no string holds a space or line break (a unit test runs it against the app's record).
 */
const SPACING = /\s*([\n=!&|?:;,(){}<>+])\s*/g;
export const FIRST_LANDING_SCRIPT = `(${recordFirstLanding.toString().replace(SPACING, '$1').replace(/\n/g, '')})(${FIRST_LANDING_ARGUMENTS.map((value) => JSON.stringify(value)).join(',')})`;
