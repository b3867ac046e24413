import { createServer, type Server as HttpServer } from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '../support/test.ts';
import { ROUTE_HEADS } from '../../host/src/routes/route-heads.ts';
import { ROUTES } from '../../host/src/routes/route-table.ts';
import { served, supabase } from './support/served-html.ts';
import { SSR_ENTRY, startSsrHost } from './support/ssr-host.ts';

// A second host server per case, rendering on the server like `npm start`, whose remotes.json
// points the marketing remote's server entry at trouble: a port nothing listens on, a server
// that never answers, or the real entry pointed at a database that is down. Every public route
// must still answer 200 at once with its head tags, for the browser to render.
const HOST_PORT = 5192;
const TROUBLE_PORT = 5193;

const PUBLIC = ROUTES.filter((route) => route.robots === 'index, follow' && !route.path.includes(':'));

type Server = Awaited<ReturnType<typeof startSsrHost>>;

const manifest = (serverEntry: string) =>
  JSON.stringify({
    marketing: 'http://localhost:5174/assets/remoteEntry.js',
    forms: 'http://localhost:5175/assets/remoteEntry.js',
    admin: 'http://localhost:5176/assets/remoteEntry.js',
    ssr: { marketing: serverEntry },
  });

const startHost = (serverEntry: string, hostEntry?: string) => startSsrHost(HOST_PORT, { '/remotes.json': manifest(serverEntry) }, hostEntry);

function listen(handler: Parameters<typeof createServer>[1]): Promise<HttpServer> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(TROUBLE_PORT, () => resolve(server)));
}

async function expectBrowserRendered(base: string) {
  for (const route of PUBLIC) {
    const started = Date.now();
    const page = await served(route.path, base);
    expect(Date.now() - started, route.path).toBeLessThan(2000);
    expect(page.status, route.path).toBe(200);
    expect(page.html, route.path).toContain(`<title>${ROUTE_HEADS[route.id].title}</title>`);
    expect(page.html, route.path).toContain('<div id="root"></div>');
  }
}

test.describe('server rendering falls back to the browser', () => {
  let host: Server | undefined;
  let trouble: HttpServer | undefined;
  test.afterEach(async () => {
    await host?.close();
    await new Promise((done) => (trouble ? trouble.close(done) : done(undefined)));
    host = undefined;
    trouble = undefined;
  });

  test('when the marketing remote is down: 200 with head tags, and the page fallback with Retry', async ({ page }) => {
    host = await startHost(`http://localhost:${TROUBLE_PORT}/server/entry.mjs`);
    await expectBrowserRendered(`http://localhost:${HOST_PORT}`);

    // The browser remote is up here, so the browser renders the page itself.
    await page.goto(`http://localhost:${HOST_PORT}/faq`);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('when a render takes over a second: abandoned for the browser-rendered page', async () => {
    trouble = await listen(() => undefined);
    host = await startHost(`http://localhost:${TROUBLE_PORT}/server/entry.mjs`);
    await expectBrowserRendered(`http://localhost:${HOST_PORT}`);
  });

  test('when the database is down: 200 with head tags, and the browser shows the page', async ({ page }) => {
    // The real server entries, host's and remote's, their database address pointed at a port nothing listens on.
    const { url } = supabase();
    const unreachable = (file: string) => readFileSync(file, 'utf8').split(url).join('http://127.0.0.1:5194');
    const entry = unreachable('remotes/marketing/dist/server/entry.mjs');
    trouble = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(entry);
    });
    // Beside the real one, so its packages resolve the same way.
    const hostEntry = SSR_ENTRY.replace(/\.mjs$/, '.database-down.mjs');
    writeFileSync(hostEntry, unreachable(SSR_ENTRY));
    try {
      host = await startHost(`http://localhost:${TROUBLE_PORT}/server/entry.mjs`, hostEntry);
      await expectBrowserRendered(`http://localhost:${HOST_PORT}`);
    } finally {
      rmSync(hostEntry);
    }

    await page.goto(`http://localhost:${HOST_PORT}/case-studies`);
    await expect(page.getByRole('list', { name: 'Case studies' }).getByRole('listitem').first()).toBeVisible();
  });
});
