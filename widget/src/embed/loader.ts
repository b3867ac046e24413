// /embed.js: the only script a partner page loads up front. It defines the three public elements
// and nothing else global; React, the UI and the voice SDK load later, on intent.
import { EMBED_TAGS } from '../embed-contract.ts';
import { defineShell } from './define-shell.ts';
import { runQueue } from './run-queue.ts';

// Read while the script runs: document.currentScript is null afterwards.
const wantsFloatingWidget = (document.currentScript as HTMLScriptElement | null)?.dataset.floatingWidget !== 'off';

/** The script tag alone gives a page the floating voice agent, unless it placed one or opted out. */
function addFloatingWidget() {
  if (wantsFloatingWidget && !document.querySelector('voice-widget')) {
    document.body.append(document.createElement('voice-widget'));
  }
}

EMBED_TAGS.forEach(defineShell);

function whenParsed(callback: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback, { once: true });
  else callback();
}

// Only once parsing is done do we know which elements the page placed itself, so queued calls
// and the floating widget never create a second copy of one.
whenParsed(() => {
  runQueue();
  addFloatingWidget();
});
