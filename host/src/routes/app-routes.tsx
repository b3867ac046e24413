import { Route, Routes } from '@vaani/router';
import { SiteLayout } from '../features/layout/components/site-layout.tsx';
import { NotFoundPage } from '../features/layout/components/not-found-page.tsx';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet.tsx';
import { ROUTES } from './route-table.ts';

/** The router, built from the route table: one element per path or alias, each page a remote. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {ROUTES.flatMap((route) =>
          [route.path, ...(route.aliases ?? [])].map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <RemoteOutlet key={route.id} source={route.page} subject="This page" size="page" loadingLabel="Loading page…" />
              }
            />
          )),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
