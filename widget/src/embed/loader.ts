// /embed.js: the only script a partner page loads up front. It defines the three public elements
// and nothing else global; React, the UI and the voice SDK load later, on intent, from the
// standalone chunks beside this script.
import type * as Views from './mount-view.ts';
import { startEmbed } from './start-embed.ts';
import { VIEWS_URL } from './views-url.ts';

// Read while the script runs: document.currentScript is null afterwards.
const script = document.currentScript as HTMLScriptElement | null;
const ownSite = script?.dataset.site === 'own';

startEmbed(
  () =>
    (import(/* @vite-ignore */ VIEWS_URL) as Promise<typeof Views>).then((views) => {
      if (ownSite) views.markOwnSite();
      return views;
    }),
  { floatingWidget: script?.dataset.floatingWidget !== 'off' },
);
