// Loaded only when the served HTML carries rows: @vaani/data (a federation singleton, the same
// cache the remotes read) stays out of the first load of pages the browser renders alone.
import { serverRender, type DehydratedState } from '@vaani/data';

export function hydrateQueries(queries: unknown): void {
  serverRender.hydrate(queries as DehydratedState);
}
