// The site's host as `npm start` serves it, rendering on the server, on a port of its own: the
// other browser suites run against a host that leaves rendering to the browser (SSR=off, see
// playwright.config.ts), as they assert what the browser does on its own (loading states,
// failed fetches). This one uses the same builds, remotes and database.
import { startStaticServer } from '../../../scripts/serve-static.mjs';

const SSR_ENTRY = 'host/dist-server/entry-server.mjs';

export const startSsrHost = (port: number, files: Record<string, string> = {}) =>
  startStaticServer({
    root: 'host/dist',
    port,
    quiet: true,
    ssr: { entry: SSR_ENTRY },
    files,
    mounts: { '/embed.js': 'widget/dist/embed.js', '/embed-assets': 'widget/dist/embed-assets' },
  });
