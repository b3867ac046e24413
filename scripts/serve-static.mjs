// The static server for the production builds. Files go through sirv (byte ranges with 206 so
// videos seek in every browser, ETags and 304s, content types, precompressed gzip); this module
// adds what a static file server cannot know: long caching for hashed assets only, optional CORS,
// the per-route HTML from the host's routes.json, status 404 for an unknown path or for a route
// whose row does not exist (an unknown case study), and a JSON or text body given at serve time.
// `npm start` uses it for the host and each remote; tests start extra instances.
//
//   node scripts/serve-static.mjs --root host/dist --port 5173 [--cors] [--mount /embed.js=widget/dist/embed.js]
/* global AbortSignal */
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { createSsrRenderer } from '../host/server/ssr-renderer.mjs';

const TEXT = 'text/plain; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Vite's content hash: `name-AbCd1234.js`. Such files never change, so they may be cached for good. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|mjs|css|png|jpe?g|svg|webp|woff2|wasm)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Worth compressing; media formats are compressed already and must stay byte-addressable. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|txt|wasm)$/;
/** Folders that hold build output, where compressed copies may be written. */
const BUILD_OUTPUT = /[\\/]dist([\\/]|$)/;
/** How long a route's row lookup may take before the page is served as found (client decides). */
const ROW_LOOKUP_TIMEOUT_MS = 1500;

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * The `:param` values of `pathname` under a react-router-style pattern (`:param` takes one
 * segment, a final `*` the rest), or null when it does not match.
 */
function matchParams(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  const params = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '*') return i === want.length - 1 ? params : null;
    if (got[i] === undefined) return null;
    if (want[i].startsWith(':')) params[want[i].slice(1)] = got[i];
    else if (want[i] !== got[i]) return null;
  }
  return want.length === got.length ? params : null;
}

function loadRouteTable(root) {
  const file = path.join(root, 'routes.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Writes `name.gz` beside every compressible file that lacks a current one, so sirv can serve
 * gzip without compressing on every request. Idempotent; a rebuild simply gets new ones.
 */
function precompress(dir) {
  // Only build output: a source folder served as is (the partner demo pages) stays untouched.
  if (!BUILD_OUTPUT.test(dir) || !existsSync(dir) || !statSync(dir).isDirectory()) return;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const gz = `${file}.gz`;
    if (existsSync(gz) && statSync(gz).mtimeMs >= statSync(file).mtimeMs) continue;
    try {
      writeFileSync(gz, gzipSync(readFileSync(file)));
    } catch {
      // A read-only deployment still serves, just uncompressed.
    }
  }
}

/** The Supabase URL and anon key the builds use: the environment's, else .env.local's. */
function supabaseEnv() {
  const file = existsSync('.env.local') ? readFileSync('.env.local', 'utf8') : '';
  const read = (name) => process.env[name] || file.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1]?.trim();
  const url = read('VITE_SUPABASE_URL');
  const anonKey = read('VITE_SUPABASE_ANON_KEY');
  return url && anonKey ? { url: url.replace(/\/+$/, ''), anonKey } : null;
}

/**
 * Whether the row a route shows exists, asked of the database's REST API as a visitor would.
 * false only on a clear "no such row"; an unreachable or failing database yields true, so the
 * page is served and the client decides, never a 500.
 */
async function rowExists(supabase, { table, column, param }, params) {
  const value = params[param];
  if (!supabase || value === undefined) return true;
  const query = `select=${encodeURIComponent(column)}&${encodeURIComponent(column)}=eq.${encodeURIComponent(value)}&limit=1`;
  try {
    const response = await fetch(`${supabase.url}/rest/v1/${encodeURIComponent(table)}?${query}`, {
      headers: { apikey: supabase.anonKey, Authorization: `Bearer ${supabase.anonKey}` },
      signal: AbortSignal.timeout(ROW_LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return true;
    const rows = await response.json();
    return !Array.isArray(rows) || rows.length > 0;
  } catch {
    return true;
  }
}

/**
 * @param {{ root: string, port: number, host?: string, cors?: boolean,
 *   mounts?: Record<string, string>, files?: Record<string, string>, quiet?: boolean, ssr?: { entry: string, cacheMs?: number } }} options
 *   host: interface to bind; by default every interface, so both 127.0.0.1 and ::1 answer for localhost;
 *   mounts: URL prefix → file or directory served from elsewhere (the widget build);
 *   files: URL path → literal JSON/text body served instead of any file (a serve-time remotes.json);
 *   ssr: the host's server entry, to render route pages on the server (see host/server).
 */
export function startStaticServer({ root, port, host, cors = false, mounts = {}, files = {}, quiet = false, ssr }) {
  const base = path.resolve(root);
  const routeTable = loadRouteTable(base);
  // The remotes.json the browser gets is also where the server finds the remotes' server entries.
  const manifest = () =>
    JSON.parse('/remotes.json' in files ? files['/remotes.json'] : readFileSync(path.join(base, 'remotes.json'), 'utf8'));
  const renderer = ssr && routeTable ? createSsrRenderer({ ...ssr, root: base, manifest }) : undefined;
  void renderer?.warmUp();
  const supabase = routeTable?.routes.some((route) => route.rowLookup) ? supabaseEnv() : null;

  const setHeaders = (res, pathname) => {
    res.setHeader('Cache-Control', HASHED.test(pathname) ? IMMUTABLE : 'no-cache');
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
  };
  // dev: look files up per request, so a rebuild while serving is picked up; no extension
  // guessing, so route HTML files are reached only through the route table.
  const serveDir = (dir) => {
    precompress(dir);
    return sirv(dir, { dev: true, etag: true, gzip: true, extensions: [], dotfiles: false, setHeaders });
  };

  const serveRoot = serveDir(base);
  const mountList = Object.entries(mounts).map(([prefix, target]) => {
    const resolved = path.resolve(target);
    const isFile = existsSync(resolved) && statSync(resolved).isFile();
    return { prefix, isFile, resolved, handler: serveDir(isFile ? path.dirname(resolved) : resolved) };
  });

  /** Hands the request to sirv under a rewritten path; false when sirv has no such file. */
  const viaSirv = (handler, req, res, urlPath) => {
    const original = req.url;
    let missing = false;
    req.url = urlPath;
    // sirv answers or calls next() synchronously: it looks files up with existsSync in dev mode.
    handler(req, res, () => {
      missing = true;
    });
    req.url = original;
    return !missing;
  };

  function serveFile(req, res, urlPath) {
    for (const { prefix, isFile, resolved, handler } of mountList) {
      if (urlPath === prefix && isFile) return viaSirv(handler, req, res, `/${path.basename(resolved)}`);
      const dirPrefix = prefix.endsWith('/') ? prefix : `${prefix}/`;
      if (!isFile && urlPath.startsWith(dirPrefix)) return viaSirv(handler, req, res, urlPath.slice(dirPrefix.length - 1));
      if (urlPath === prefix || urlPath.startsWith(dirPrefix)) return false;
    }
    return urlPath.endsWith('/') ? false : viaSirv(serveRoot, req, res, urlPath);
  }

  async function routeHtml(urlPath) {
    if (!routeTable) return null;
    const pathname = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    for (const route of routeTable.routes) {
      const params = matchParams(route.pattern, pathname);
      if (!params) continue;
      const rendered = await renderer?.render(pathname);
      if (rendered) return rendered;
      const html = readFileSync(path.join(base, route.file), 'utf8').split(routeTable.pathToken).join(escapeHtml(pathname));
      const found = !route.rowLookup || (await rowExists(supabase, route.rowLookup, params));
      // Unrendered, the page's own HTML either way: the client renders the not-found view with its head tags.
      return { status: found ? 200 : 404, html };
    }
    return null;
  }

  function send(req, res, status, type, body, headers = {}) {
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const payload = wantsGzip ? gzipSync(body) : body;
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': payload.length,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(wantsGzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS' && cors) {
        res.writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
          'Access-Control-Max-Age': '86400',
        });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        send(req, res, 405, TEXT, Buffer.from('Method Not Allowed'), { Allow: 'GET, HEAD, OPTIONS' });
        return;
      }
      const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);

      if (urlPath in files) {
        const type = urlPath.endsWith('.json') ? JSON_TYPE : TEXT;
        send(req, res, 200, type, Buffer.from(files[urlPath]));
        return;
      }
      if (serveFile(req, res, urlPath)) return;
      const page = await routeHtml(urlPath);
      if (page) {
        send(req, res, page.status, HTML, Buffer.from(page.html));
        return;
      }
      const notFound = path.join(base, '404.html');
      const hasPage = existsSync(notFound);
      send(req, res, 404, hasPage ? HTML : TEXT, hasPage ? readFileSync(notFound) : Buffer.from('Not Found'));
    } catch (error) {
      console.error(`serve-static ${req.url}:`, error);
      if (!res.headersSent) send(req, res, 500, TEXT, Buffer.from('Internal Server Error'));
      else res.destroy();
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      if (!quiet) console.log(`serving ${path.relative(process.cwd(), base) || '.'} at http://localhost:${port}/`);
      resolve({ server, port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

function parseArgs(argv) {
  const options = { mounts: {} };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--root') options.root = argv[++i];
    else if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--host') options.host = argv[++i];
    else if (arg === '--cors') options.cors = true;
    else if (arg === '--mount') {
      const [prefix, target] = argv[++i].split('=');
      options.mounts[prefix] = target;
    } else throw new Error(`Unknown option ${arg}`);
  }
  if (!options.root || !options.port) throw new Error('Usage: serve-static.mjs --root <dir> --port <n> [--cors] [--mount /url=path]');
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startStaticServer(parseArgs(process.argv.slice(2))).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
