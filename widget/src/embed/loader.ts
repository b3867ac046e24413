// /embed.js: the only script a partner page loads up front. It defines the three public elements
// and nothing else global; React, the UI and the voice SDK load later, on intent, from the
// standalone chunks beside this script.
import { resolveLang } from '../element/lang.ts';
import type * as Views from './mount-view.ts';
import { preloadViews } from './preload-views.ts';
import { startEmbed } from './start-embed.ts';
import { assetsDir, VIEW_CHUNKS, VIEWS_URL } from './views-url.ts';

// Read while the script runs: document.currentScript is null afterwards.
const script = document.currentScript as HTMLScriptElement | null;
const ownSite = script?.dataset.site === 'own';

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
