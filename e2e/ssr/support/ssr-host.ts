// A server-rendering host like the one `npm start` serves (and the other suites use), on a port
// of its own: its page cache is these specs' own, so what they edit and read is not served from a
// render another suite caused. Same builds, remotes and database.
import { startPageServer } from '../../../host/server/page-server.mjs';
import { supabaseUrl } from '../../../scripts/local-env.mjs';

export const SSR_ENTRY = 'host/dist-server/entry-server.mjs';

export const startSsrHost = (port: number, files: Record<string, string> = {}, entry = SSR_ENTRY) =>
  startPageServer({
    root: 'host/dist',
    port,
    supabase: { url: supabaseUrl() ?? '' },
    ssr: { entry },
    files,
    mounts: { '/embed.js': 'widget/dist/embed.js', '/embed-assets': 'widget/dist/embed-assets' },
  });
