import { Route, Routes } from '@vaani/router';
import { AdminFrame } from '../features/layout/components/admin-frame.tsx';
import { SiteLayout } from '../features/layout/components/site-layout.tsx';
import { NotFoundPage } from '../features/layout/components/not-found-page.tsx';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet.tsx';
import { ROUTES, type RouteDefinition } from './route-table.ts';

/** One element per path or alias of a route, its page a remote. */
const pageRoutes = (route: RouteDefinition) =>
  [route.path, ...(route.aliases ?? [])].map((path) => (
    <Route key={path} path={path} element={<RemoteOutlet key={route.id} source={route.page} subject="This page" size="page" loadingLabel="Loading page…" />} />
  ));

/** The router from the route table: public pages in the site's layout, the admin's in its own frame. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AdminFrame />}>{ROUTES.filter((route) => route.frame === 'admin').flatMap(pageRoutes)}</Route>
      <Route element={<SiteLayout />}>
        {ROUTES.filter((route) => route.frame !== 'admin').flatMap(pageRoutes)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
