// /embed.js: the only script a partner page loads up front. It defines the three public elements
// and nothing else global; React, the UI and the voice SDK load later, on intent.
import { EMBED_TAGS } from '../embed-contract.ts';
import { defineShell } from './define-shell.ts';
import { runQueue } from './run-queue.ts';

EMBED_TAGS.forEach(defineShell);

if (document.body) runQueue();
else document.addEventListener('DOMContentLoaded', runQueue, { once: true });
