// A small build of the host for the page server's tests: a server entry that renders '/' and
// '/slow', '/with-remote' with the forms remote's server entry, answers 404 under /gone/, and fails
// everything else, so the per-route HTML and its status are served; its database can be stopped (a
// file beside the build, read by the page server and its render thread alike); a hashed asset and
// a video for the file paths.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const EARLY_SCRIPT = 'document.documentElement.dataset.early="1"';
export const LANDING_SCRIPT = 'sessionStorage.setItem("landed","1")';
export const SUPABASE = 'http://127.0.0.1:54321';
/** Changes the fake entry's database of the build at `dist`: its content version (a publish moves it), or stops it (every query then fails). */
export function setFakeDatabase(dist: string, change: { version?: number; down?: boolean }) {
  const file = path.join(dist, '../database.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...change }));
}

const SERVER_ENTRY = `
import { readFileSync } from 'node:fs';
const database = () => JSON.parse(readFileSync(new URL('../database.json', import.meta.url), 'utf8'));
export const EARLY_CLICKS_SCRIPT = ${JSON.stringify(EARLY_SCRIPT)};
export const FIRST_LANDING_SCRIPT = ${JSON.stringify(LANDING_SCRIPT)};
const query = () => {
  if (database().down) throw new Error('connect ECONNREFUSED 127.0.0.1:54322');
};
export async function renderPage({ pathname, loadRemote }) {
  query();
  if (pathname === '/with-remote') return { status: 200, html: '<title>' + (await loadRemote('forms')).title + '</title>' };
  if (pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 300));
  if (pathname === '/' || pathname === '/slow') return { status: 200, html: '<title>Rendered</title><script>' + EARLY_CLICKS_SCRIPT + '</script><p>content ' + contentVersion() + '</p>' };
  if (pathname.startsWith('/gone/')) return { status: 404, html: '<title>Not here</title>' };
  throw new Error('no renderer for ' + pathname);
}
const contentVersion = () => database().version ?? 0;
export async function loadContentVersion() {
  query();
  return contentVersion();
}
export async function loadBookingOrigin() {
  return 'https://bookings.example.com';
}
export async function resolveRoute(pathname) {
  if (pathname.endsWith('/broken')) throw new Error('database down');
  return { status: pathname.startsWith('/case-studies/') && !pathname.endsWith('/known') ? 404 : 200 };
}
`;

/**
 * Writes the build to a fresh temporary folder and returns its dist folder; `formsServerEntry`:
 * where remotes.json says the forms remote's server entry is (none by default).
 */
export function build(formsServerEntry?: string): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'page-server-')), 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'case-studies/_slug'), { recursive: true });
  mkdirSync(path.join(dist, '../dist-server'), { recursive: true });
  writeFileSync(path.join(dist, '../dist-server/entry-server.mjs'), SERVER_ENTRY);
  writeFileSync(path.join(dist, '../database.json'), '{}');
  writeFileSync(path.join(dist, 'index.html'), '<title>Home</title>');
  writeFileSync(path.join(dist, 'ssr-template.html'), '<div id="root"></div>');
  writeFileSync(path.join(dist, 'case-studies/_slug/index.html'), '<head><link rel="canonical" href="%P%"></head>');
  writeFileSync(path.join(dist, '404.html'), '<title>Page Not Found</title>');
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ marketing: 'http://localhost:5174/assets/remoteEntry.js', ssr: formsServerEntry ? { forms: formsServerEntry } : {} }));
  writeFileSync(path.join(dist, 'assets/app-AbCdEfGh12.js'), 'console.log("hashed");'.repeat(50));
  writeFileSync(path.join(dist, 'video.mp4'), Buffer.alloc(4096, 7));
  const route = (pattern: string, file: string) => ({ pattern, file });
  writeFileSync(
    path.join(dist, 'routes.json'),
    JSON.stringify({
      pathToken: '%P%',
      routes: [
        route('/', 'index.html'),
        route('/slow', 'index.html'),
        route('/with-remote', 'index.html'),
        route('/auth', 'index.html'),
        route('/admin/*', 'index.html'),
        route('/gone/:slug', 'index.html'),
        route('/case-studies/:slug', 'case-studies/_slug/index.html'),
      ],
    }),
  );
  return dist;
}
