import { getPublishedSiteSettings } from '@vaani/data/public-content';
import { loadPublishedSettings } from '@vaani/stores';
import { startAnalytics } from './features/analytics/start-analytics.ts';
import { trackEmbedEvents } from './features/analytics/track-embed-events.ts';
import { startClient } from './features/ssr/start-client.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// A server-rendered page brings the published settings it was rendered with.
startClient(container);

// What the admin published (site configuration, home order) applies to every page, asked once
// (no request when the served page brought them).
void loadPublishedSettings(getPublishedSiteSettings);

// Trackers (if the build names any) load their scripts once the page is idle.
startAnalytics();
trackEmbedEvents();
