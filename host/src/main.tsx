import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadSiteElements } from './features/remotes/api/load-site-elements.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The embeddable elements (voice widget, demo-call and booking dialogs), on this page's React.
void loadSiteElements();
