import type { ViewChunkTable } from './preload-views.ts';

/**
 * Where the views' entry lives: in embed-assets/ on whichever origin the page loaded this script
 * from, whether as /embed.js or as its pinned copy /embed-assets/embed-<hash>.js. A relative
 * import() from a cross-origin classic script resolves against about:blank, so the URL is made
 * absolute here, while the script runs (document.currentScript is null afterwards). The entry's
 * content-hashed file name is written in at build time (vite.config.ts).
 */
const scriptUrl = new URL((document.currentScript as HTMLScriptElement | null)?.src || location.href);
export const assetsDir = /\/embed-assets\/[^/]*$/.test(scriptUrl.pathname) ? new URL('./', scriptUrl) : new URL('embed-assets/', scriptUrl);

export const VIEWS_URL = new URL(String(import.meta.env.VAANI_VIEWS_ENTRY), assetsDir).href;

/** Per element, the chunks its view and its words need, beside the entry (build/view-chunks-plugin.ts). */
export const VIEW_CHUNKS = import.meta.env.VAANI_VIEW_CHUNKS as unknown as ViewChunkTable;
