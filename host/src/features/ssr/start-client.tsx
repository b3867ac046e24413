import { hydrateServedQueries, type DehydratedState } from '@vaani/data/hydration';
import { SECTION_ORDER_STORAGE_KEY, SITE_CONFIG_STORAGE_KEY } from '@vaani/stores';
import { lazy, startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../../app.tsx';
import { findRoute } from '../../routes/find-route.ts';
import { loadRemoteModule } from '../remotes/api/load-remote-module.ts';
import { PreloadedRemotes, remoteKey } from '../remotes/components/preloaded-remotes.ts';
import { ShellHydrated } from './early-clicks.tsx';
import { readServerState, type ServerState } from './server-state.ts';

/** A served page older than this came from the server's page cache and is read again. */
const SERVED_FRESH_MS = 2000;

/** An admin's local preview of settings, which the server cannot know: the page is rendered, not hydrated. */
function hasLocalPreview(): boolean {
  try {
    return [SITE_CONFIG_STORAGE_KEY, SECTION_ORDER_STORAGE_KEY].some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

function site(preloaded: ReadonlyMap<string, ComponentType>) {
  return (
    <StrictMode>
      <PreloadedRemotes.Provider value={preloaded}>
        <ShellHydrated>
          <App />
        </ShellHydrated>
      </PreloadedRemotes.Provider>
    </StrictMode>
  );
}

/**
 * The served route's remote module, reading the rows already in the cache. Until it loads, its
 * Suspense boundary keeps the server's HTML (taps held, early-clicks-script.ts); the shell is live.
 */
function serverRenderedPage(state: ServerState): ReadonlyMap<string, ComponentType> {
  const route = findRoute(window.location.pathname);
  if (!route) return new Map();
  const loaded = loadRemoteModule(route.page, 0);
  if (Date.now() - state.renderedAt > SERVED_FRESH_MS) {
    // After the page has hydrated from the served rows, so hydration never sees newer ones.
    void loaded
      .then(() => new Promise((resolve) => setTimeout(resolve, SERVED_FRESH_MS)))
      .then(() => import('./refresh-served-content.ts'))
      .then(({ refreshServedContent }) => refreshServedContent())
      .catch(() => undefined);
  }
  const page = lazy(() => loaded);
  // Loaded only when rendered, i.e. once their region nears the viewport (see RemoteOutlet).
  const pieces = state.served.map((piece) => [remoteKey(piece), lazy(() => loadRemoteModule(piece, 0))] as const);
  return new Map([[remoteKey(route.page), page], ...pieces]);
}

/** Hydrates the served HTML; a page served without it (the server's fallback) renders in the browser. */
export function startClient(container: HTMLElement): void {
  const state = readServerState();
  if (state && container.hasChildNodes() && !hasLocalPreview()) {
    // In the page's one cache before hydrating: the first render reads what the server read.
    hydrateServedQueries(state.queries as DehydratedState);
    // A transition yields to the browser every few milliseconds instead of one long task on a
    // phone's main thread; a tap meanwhile makes React hydrate what was tapped first.
    startTransition(() => {
      hydrateRoot(container, site(serverRenderedPage(state)));
    });
    return;
  }
  container.replaceChildren();
  // In slices too: for the pages the server does not render (the admin, a local preview), the
  // first render is the whole shell, a long task on a phone's main thread if rendered at once.
  const root = createRoot(container);
  startTransition(() => root.render(site(new Map())));
}
