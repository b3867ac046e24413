import { matchPath } from '@vaani/router';
import { ROUTES, type RouteDefinition } from './route-table.ts';

/** The route's parameters at `pathname`, through its main path or an alias; undefined when it does not show it. */
export function routeParams(route: RouteDefinition, pathname: string): Record<string, string | undefined> | undefined {
  return [route.path, ...(route.aliases ?? [])].map((path) => matchPath({ path, end: true }, pathname)?.params).find(Boolean);
}

/** The route showing `pathname`; undefined means not found. */
export function findRoute(pathname: string): RouteDefinition | undefined {
  return ROUTES.find((route) => routeParams(route, pathname));
}
