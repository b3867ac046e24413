import { SERVER_STATE_ID } from './server-state.ts';

// The page the document was served as, until the first client-side navigation (its head written by
// the server, its pieces possibly waiting to be reached). Cleared by useHeadTags, which runs in both
// frames: a visit to /auth and Back is no longer on the served page, though the router's key is alike.

/** The served page: its path, and whether its rows came with it (the server's fallback has none). */
export interface ServedPage {
  readonly pathname: string;
  readonly withRows: boolean;
}

/** The path the document was loaded at: a script may have changed the address before this ran. */
function documentPathname(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return new URL(entry?.name ?? window.location.href).pathname;
}

/** Undefined on the server, which writes the head itself. */
let served: ServedPage | undefined =
  typeof window === 'undefined' ? undefined : { pathname: documentPathname(), withRows: document.getElementById(SERVER_STATE_ID) !== null };

export function servedPage(): ServedPage | undefined {
  return served;
}

export function leaveServedPage(): void {
  served = undefined;
}

/** Whether the served page's report is the head the server wrote: its first, when its rows came with it. */
export function servedHeadReported(): boolean {
  if (!served?.withRows) return false;
  served = { ...served, withRows: false };
  return true;
}
