// The host's server entry (`vite build --ssr`, see vite.config.ts), loaded by host/server.
export { renderPage, type RemoteServerEntry, type RenderRequest, type RenderedPage } from './features/ssr/render-page.tsx';
