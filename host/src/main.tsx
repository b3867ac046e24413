import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startAnalytics } from './features/analytics/start-analytics.ts';
import { trackEmbedEvents } from './features/analytics/track-embed-events.ts';

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
