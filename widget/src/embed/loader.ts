// /embed.js: the only script a partner page loads up front. It defines the three public elements
// and nothing else global; React, the UI and the voice SDK load later, on intent, from the
// standalone chunks beside this script.
import type * as Views from './mount-view.ts';
import { startEmbed } from './start-embed.ts';
import { VIEWS_URL } from './views-url.ts';

startEmbed(() => import(/* @vite-ignore */ VIEWS_URL) as Promise<typeof Views>, {
  // Read while the script runs: document.currentScript is null afterwards.
  floatingWidget: (document.currentScript as HTMLScriptElement | null)?.dataset.floatingWidget !== 'off',
});
