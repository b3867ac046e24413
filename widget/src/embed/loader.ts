// /embed.js: the only script a partner page loads up front. It defines the three public elements
// and nothing else global; React, the UI and the voice SDK load later, on intent, from the
// standalone chunks beside this script.
import { resolveLang } from '../element/lang.ts';
import type * as Views from './mount-view.ts';
import { preloadViews, type ViewChunkTable } from './preload-views.ts';
import { startEmbed } from './start-embed.ts';

// Read while the script runs: document.currentScript is null afterwards.
const script = document.currentScript as HTMLScriptElement | null;
const ownSite = script?.dataset.site === 'own';

/**
 * The views' entry, in embed-assets/ on the origin this script came from (as /embed.js or its pinned
 * copy). Absolute: a cross-origin classic script's relative import() resolves against about:blank.
 */
const scriptUrl = new URL(script?.src || location.href);
const assetsDir = /\/embed-assets\/[^/]*$/.test(scriptUrl.pathname) ? new URL('./', scriptUrl) : new URL('embed-assets/', scriptUrl);
const VIEWS_URL = new URL(String(import.meta.env.VAANI_VIEWS_ENTRY), assetsDir).href;
/** Per element, the chunks its view and its words need, beside the entry (build/view-chunks-plugin.ts). */
const VIEW_CHUNKS = import.meta.env.VAANI_VIEW_CHUNKS as unknown as ViewChunkTable;

startEmbed(
  (tag, lang) => {
    // The view's chunks with the entry, not after it: one round trip between a tap and the dialog.
    preloadViews(VIEW_CHUNKS, tag, resolveLang(lang, false), undefined, assetsDir);
    return (import(/* @vite-ignore */ VIEWS_URL) as Promise<typeof Views>).then((views) => {
      if (ownSite) views.markOwnSite();
      return views;
    });
  },
  { floatingWidget: script?.dataset.floatingWidget !== 'off' },
);
