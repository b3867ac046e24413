// Renders one public route into a complete HTML document: the remote's page in the host's header
// and footer, its CSS, head tags, status (routes/route-data.ts) and the state the browser hydrates
// from. HTTP, files and caching are the Node server's (host/server).
import { fetchPublishedSettings, PUBLISHED_SETTINGS_KEY } from '@vaani/data/site-settings';
import { serverRender } from '@vaani/data/hydration';
import { mergeSiteConfig, siteImageOf } from '@vaani/stores';
import { FIRST_LANDING_SCRIPT } from '@vaani/stores/first-landing-script';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../../app.tsx';
import { findRoute } from '../../routes/find-route.ts';
import { SITE_ORIGIN } from '../../site-origin.ts';
import { loadRouteData } from '../../routes/route-data.ts';
import type { RemoteModule, RemoteName } from '../../routes/route-table.ts';
import { headTagsForRoute, notFoundHeadTags } from '../head/head-tags.ts';
import { renderHeadHtml, scriptSafeJson, withFavicon } from '../head/render-head-html.ts';
import { lendPieces } from '../remotes/components/borrowed-remote-pieces.tsx';
import { PreloadedRemotes, remoteKey } from '../remotes/components/preloaded-remotes.ts';
import { SERVED_PIECES } from '../remotes/served-pieces.ts';
import EARLY_CLICKS_SCRIPT from './early-clicks-script.ts?inline-script';
import { SERVER_STATE_ID, type ServerState } from './server-state.ts';

/** What a remote's server entry exports (generated from its `exposes`, see @vaani/build). */
export interface RemoteServerEntry {
  modules: Record<string, ComponentType>;
  serverRender: {
    reset(): void;
    fetchPending(): Promise<boolean>;
    dehydrate(): unknown;
    put(key: readonly unknown[], data: unknown): void;
  };
  /** Its own copy of the slots, into which the host lends other remotes' pieces. */
  registerSlot?: Parameters<typeof lendPieces>[0];
}

export interface RenderRequest {
  pathname: string;
  /** The built index.html, still holding the head-tags marker. */
  template: string;
  /** The server entry of a remote, or undefined when it has none. Rejects when it cannot load. */
  loadRemote: (name: RemoteName) => Promise<RemoteServerEntry | undefined>;
  signal: AbortSignal;
}

export interface RenderedPage {
  status: 200 | 301 | 404;
  html: string;
  /** Where a 301 leads (a renamed page's current address). */
  location?: string;
}

const HEAD_MARKER = '<!--head-tags-->';
const ROOT = '<div id="root"></div>';
/** Render passes allowed: each may reveal queries that depend on the previous pass's rows. */
const MAX_PASSES = 3;

async function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  // One piece: no boundary is sent apart to be swapped in by an inline script.
  const { prelude } = await prerenderToNodeStream(tree, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The page at `pathname`, or undefined when the server does not render it; rejects on failure. */
export async function renderPage({ pathname, template, loadRemote, signal }: RenderRequest): Promise<RenderedPage | undefined> {
  const route = findRoute(pathname);
  // A page that depends on who is signed in is the browser's to render (the server has no session).
  if (!route || route.signedIn || !template.includes(HEAD_MARKER) || !template.includes(ROOT)) return undefined;
  const remote = await loadRemote(route.page.remote);
  const page = remote?.modules[route.page.module];
  if (!remote || !page) return undefined;

  // The pieces of other remotes the page shows; one whose remote cannot load is left to the browser.
  const loaded = await Promise.all(
    SERVED_PIECES.map(async (piece) => {
      const source = piece.remote === route.page.remote ? remote : await loadRemote(piece.remote).catch(() => undefined);
      return { piece, component: source?.modules[piece.module] };
    }),
  );
  const pieces = loaded.filter((entry): entry is { piece: RemoteModule; component: ComponentType } => entry.component !== undefined);
  const served = pieces.map(({ piece }) => piece);
  const preloaded = new Map([[remoteKey(route.page), page], ...pieces.map(({ piece, component }) => [remoteKey(piece), component] as const)]);
  if (remote.registerSlot) lendPieces(remote.registerSlot);

  const [published, data] = await Promise.all([fetchPublishedSettings(signal), loadRouteData(route, pathname, signal)]);
  if (data.location) return { status: 301, location: data.location, html: '' };
  // Read once, into both caches: the host's (theme, header, footer) and the remote's (home order,
  // texts and images), which then goes to the browser with the page's rows.
  for (const cache of [serverRender, remote.serverRender]) {
    cache.reset();
    cache.put(PUBLISHED_SETTINGS_KEY, published);
  }
  // The rows the route's head came from: the page reads them here, not from the database again.
  for (const [key, value] of data.queries) remote.serverRender.put(key, value);

  const tree = (
    <StrictMode>
      <PreloadedRemotes.Provider value={preloaded}>
        <App location={pathname} />
      </PreloadedRemotes.Provider>
    </StrictMode>
  );
  let body = '';
  let styles = '';
  for (let pass = 1; ; pass += 1) {
    const sheet = new ServerStyleSheet();
    try {
      body = await renderToHtml(sheet.collectStyles(tree), signal);
      styles = sheet.getStyleTags();
    } finally {
      sheet.seal();
    }
    if (!(await remote.serverRender.fetchPending())) break;
    if (pass === MAX_PASSES) throw new Error(`${pathname}: still reading data after ${MAX_PASSES} passes`);
  }

  const found = data.status === 200;
  const head = found ? headTagsForRoute(route, pathname, SITE_ORIGIN, data.head) : notFoundHeadTags(SITE_ORIGIN);
  const state: ServerState = { queries: remote.serverRender.dehydrate(), served, renderedAt: Date.now() };
  // React puts the resource hints it finds (image preloads) first; they belong in the head.
  const hints = /^(?:<link [^>]*\/>)*/.exec(body)?.[0] ?? '';
  const stateScript = `<script id="${SERVER_STATE_ID}" type="application/json">${scriptSafeJson(state)}</script>`;
  const earlyClicks = `<script>${EARLY_CLICKS_SCRIPT}</script>`;
  // Before anything else can move the visitor on (a link followed before the app has loaded).
  const firstLanding = `<script>${FIRST_LANDING_SCRIPT}</script>`;
  return {
    status: found ? 200 : 404,
    html: withFavicon(template, siteImageOf(mergeSiteConfig(published?.config), 'favicon')?.url)
      .replace(HEAD_MARKER, () => [renderHeadHtml(head), firstLanding, earlyClicks, hints, styles, stateScript].join('\n    '))
      .replace(ROOT, () => `<div id="root">${body.slice(hints.length)}</div>`),
  };
}
