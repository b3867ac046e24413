import { __federation_method_getRemote as getRemote, __federation_method_unwrapDefault as unwrapDefault } from 'virtual:__federation__';
import { registerRemote } from './load-remote-module.ts';

/** The partner script: the same elements with their own React, our fallback when the remote fails. */
const STANDALONE_SCRIPT = '/embed.js';

let loading: Promise<void> | undefined;

async function defineSiteElements(): Promise<void> {
  try {
    await registerRemote('widget', 0);
    const define = unwrapDefault(await getRemote('widget', './elements')) as () => void;
    define();
  } catch (error) {
    console.warn('[widget] federated elements unavailable, loading /embed.js instead', error);
    const script = document.createElement('script');
    script.src = STANDALONE_SCRIPT;
    // Our own site's words ("Business Email") and pages, not those for partner pages.
    script.dataset.site = 'own';
    script.async = true;
    document.head.append(script);
  }
}

/**
 * Defines the site's custom elements from the widget's federated build, on this page's React and
 * styled-components, else from /embed.js (heavier). Once per page.
 */
export function loadSiteElements(): Promise<void> {
  loading ??= defineSiteElements();
  return loading;
}
