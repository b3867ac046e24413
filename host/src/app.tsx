import { useSiteConfig } from '@vaani/data/site-settings';
import { UiProvider } from '@vaani/ui';
import { BrowserRouter, StaticRouter } from '@vaani/router';
import { AppRoutes } from './routes/app-routes.tsx';
import { ScrollRestoration } from './routes/scroll-restoration.tsx';

/** The site; `location` renders it on the server, for that path, instead of the browser's. */
export function App({ location }: { location?: string }) {
  const routes = (
    <>
      <ScrollRestoration />
      <AppRoutes />
    </>
  );
  return (
    <UiProvider config={useSiteConfig()}>
      {location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>}
    </UiProvider>
  );
}
