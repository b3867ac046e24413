import { getPublishedSiteSettings } from '@vaani/data/public-content';
import { loadPublishedSettings } from '@vaani/stores';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startAnalytics } from './features/analytics/start-analytics.ts';
import { trackEmbedEvents } from './features/analytics/track-embed-events.ts';
import { loadSiteElements } from './features/remotes/api/load-site-elements.ts';

// What the admin published (site configuration, home order) applies to every page, asked once.
void loadPublishedSettings(getPublishedSiteSettings);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Trackers (if the build names any) load their scripts once the page is idle.
startAnalytics();
trackEmbedEvents();

// The embeddable elements (voice widget, demo-call and booking dialogs), on this page's React.
void loadSiteElements();
