import { SERVER_STATE_ID } from './server-state.ts';

// The page the document was served as, until the visitor's first client-side navigation: one
// record for everything that treats the document as that page still (its head, written by the
// server; its served pieces, which may wait to be reached). Cleared by useHeadTags, which runs on
// every route of both frames, the public site's and the admin's, so a visit that went to /auth and
// came Back is no longer on the served page, though the router keys the first address alike.

/** The served page: its path, and whether its rows came with it (the server's fallback has none). */
export interface ServedPage {
  readonly pathname: string;
  readonly withRows: boolean;
}

/**
 * The path the document was loaded at (its navigation entry), which the served head describes: a
 * script may have changed the address before this module ran.
 */
function documentPathname(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return new URL(entry?.name ?? window.location.href).pathname;
}

/** Undefined on the server, which writes the head itself. */
let served: ServedPage | undefined =
  typeof window === 'undefined' ? undefined : { pathname: documentPathname(), withRows: document.getElementById(SERVER_STATE_ID) !== null };

/** The served page while the document still is it; undefined once the visitor has moved on. */
export function servedPage(): ServedPage | undefined {
  return served;
}

/** The visitor has moved on: the document is no longer the page it was served as. */
export function leaveServedPage(): void {
  served = undefined;
}

/**
 * Whether a head the served page reports is the one the server already wrote: true for its first
 * report when its rows came with it (the page renders from those same rows), false after that,
 * when a report means the rows were read again.
 */
export function servedHeadReported(): boolean {
  if (!served?.withRows) return false;
  served = { ...served, withRows: false };
  return true;
}
