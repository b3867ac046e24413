import { matchPath } from '@vaani/router';
import { ROUTES, type RouteDefinition } from './route-table.ts';

/** The route showing `pathname`, through its main path or an alias; undefined means not found. */
export function findRoute(pathname: string): RouteDefinition | undefined {
  return ROUTES.find((route) =>
    [route.path, ...(route.aliases ?? [])].some((path) => matchPath({ path, end: true }, pathname)),
  );
}
