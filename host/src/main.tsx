import { LEAD_OUTBOX_STORAGE_KEY } from '@vaani/data/lead-outbox-key';
import { reportUncaughtErrors, siteBackend } from '@vaani/data/visitor-errors';
import { startAnalytics } from './features/analytics/start-analytics.ts';
import { trackEmbedEvents } from './features/analytics/track-embed-events.ts';
import { loadSiteElements } from './features/remotes/api/load-site-elements.ts';
import { reloadToLiveRelease } from './features/remotes/api/remote-manifest.ts';
import { findRoute } from './routes/find-route.ts';
import { startClient } from './features/ssr/start-client.tsx';

// Errors visitors hit on our pages reach the admin dashboard (sampled; the path only).
reportUncaughtErrors(siteBackend(), () => window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// A chunk of the host's that no longer exists (a deploy since this page loaded): reload once to it.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadToLiveRelease()) event.preventDefault();
});

startClient(container);

// Trackers (if the build names any) load their scripts once the page is idle.
startAnalytics();
trackEmbedEvents();

// A lead an earlier visit could not deliver is sent on this one, from any page; the host alone
// starts the outbox (@vaani/data/leads is a federation singleton), and most visitors have none.
if (leadsWaiting()) void import('@vaani/data/leads').then(({ watchLeadOutbox }) => watchLeadOutbox());

// The embeddable elements (voice widget, demo-call and booking dialogs), on this page's React; the
// admin has none of them (the public layout loads them if the visitor goes on to a public page).
if (findRoute(window.location.pathname)?.frame !== 'admin') void loadSiteElements();

function leadsWaiting(): boolean {
  try {
    return localStorage.getItem(LEAD_OUTBOX_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
