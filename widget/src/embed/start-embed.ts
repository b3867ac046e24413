import { EMBED_TAGS } from '../embed-contract.ts';
import { defineShell, type LoadViews } from './define-shell.ts';
import { runQueue } from './run-queue.ts';

function whenParsed(callback: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback, { once: true });
  else callback();
}

/**
 * Defines the three public elements, whose views come from `loadViews` on intent: the standalone
 * chunks on a partner page (embed.js), the federated ones on our own site. Whoever runs first is
 * in charge; a second copy of the script (or the site's build beside embed.js) does nothing.
 */
export function startEmbed(loadViews: LoadViews, { floatingWidget }: { floatingWidget: boolean }): void {
  if (EMBED_TAGS.some((tag) => customElements.get(tag))) return;
  EMBED_TAGS.forEach((tag) => defineShell(tag, loadViews));
  // Only once parsing is done do we know which elements the page placed itself, so queued calls
  // and the floating widget never create a second copy of one.
  whenParsed(() => {
    runQueue();
    if (floatingWidget && !document.querySelector('voice-widget')) {
      document.body.append(document.createElement('voice-widget'));
    }
  });
}
