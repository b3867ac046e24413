import { applyPublishedSettings } from '@vaani/stores';
import { StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../../app.tsx';
import { findRoute } from '../../routes/find-route.ts';
import { loadRemoteModule } from '../remotes/api/load-remote-module.ts';
import { PreloadedRemotes, remoteKey } from '../remotes/components/preloaded-remotes.ts';
import { readServerState, type ServerState } from './server-state.ts';

function site(preloaded: ReadonlyMap<string, ComponentType>) {
  return (
    <StrictMode>
      <PreloadedRemotes.Provider value={preloaded}>
        <App />
      </PreloadedRemotes.Provider>
    </StrictMode>
  );
}

/**
 * Puts the server's state in place and loads the route's remote before hydrating, so the first
 * render in the browser is the one the server made (a page that suspended instead would be
 * thrown away and rendered again).
 */
async function prepareHydration(state: ServerState): Promise<ReadonlyMap<string, ComponentType>> {
  applyPublishedSettings(state.published);
  const route = findRoute(window.location.pathname);
  const [page] = await Promise.all([
    route ? loadRemoteModule(route.page, 0) : undefined,
    import('./hydrate-queries.ts').then(({ hydrateQueries }) => hydrateQueries(state.queries)),
  ]);
  return new Map(route && page ? [[remoteKey(route.page), page.default]] : []);
}

/**
 * Hydrates the HTML the server rendered; a page served without it (the server's fallback), or
 * whose remote cannot load now, is rendered in the browser alone, as before server rendering.
 */
export async function startClient(container: HTMLElement): Promise<void> {
  const state = readServerState();
  if (state && container.hasChildNodes()) {
    try {
      hydrateRoot(container, site(await prepareHydration(state)));
      return;
    } catch (error) {
      console.warn('Rendering in the browser: the server-rendered page could not be hydrated.', error);
      container.replaceChildren();
    }
  }
  createRoot(container).render(site(new Map()));
}
