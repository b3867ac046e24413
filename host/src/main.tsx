import { getPublishedSiteSettings } from '@vaani/data/public-content';
import { loadPublishedSettings } from '@vaani/stores';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

// What the admin published (site configuration, home order) applies to every page, asked once.
void loadPublishedSettings(getPublishedSiteSettings);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
