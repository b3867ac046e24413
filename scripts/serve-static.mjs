// A small, dependency-free static server for the production builds: correct content types, gzip,
// long caching for hashed assets, optional CORS, per-route HTML from the host's routes.json and a
// real 404. `npm start` uses it for the host and each remote; tests start extra instances.
//
//   node scripts/serve-static.mjs --root host/dist --port 5173 [--cors] [--mount /embed.js=widget/dist/embed.js]
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/;
/** Vite's content hash: `name-AbCd1234.js`. Such files never change, so they may be cached for good. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|mjs|css|png|jpe?g|svg|webp|woff2|wasm)$/;

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** Matches react-router-style patterns: `:param` takes one segment, a final `*` the rest. */
export function matchPattern(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '*') return i === want.length - 1;
    if (got[i] === undefined) return false;
    if (!want[i].startsWith(':') && want[i] !== got[i]) return false;
  }
  return want.length === got.length;
}

function loadRouteTable(root) {
  const file = path.join(root, 'routes.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** A regular file inside `base` for a URL path, or null (never escapes `base`). */
function fileInside(base, urlPath) {
  const resolved = path.resolve(base, `.${urlPath}`);
  if (resolved !== base && !resolved.startsWith(base + path.sep)) return null;
  try {
    return statSync(resolved).isFile() ? resolved : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ root: string, port: number, host?: string, cors?: boolean,
 *   mounts?: Record<string, string>, files?: Record<string, string>, quiet?: boolean }} options
 *   host: interface to bind; by default every interface, so both 127.0.0.1 and ::1 answer for localhost;
 *   mounts: URL prefix → file or directory served from elsewhere (the widget build);
 *   files: URL path → literal JSON/text body served instead of any file (a serve-time remotes.json).
 */
export function startStaticServer({ root, port, host, cors = false, mounts = {}, files = {}, quiet = false }) {
  const base = path.resolve(root);
  const routeTable = loadRouteTable(base);
  const mountList = Object.entries(mounts).map(([prefix, target]) => [prefix, path.resolve(target)]);

  function resolveFile(urlPath) {
    for (const [prefix, target] of mountList) {
      if (urlPath === prefix) return existsSync(target) && statSync(target).isFile() ? target : null;
      if (urlPath.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)) {
        return fileInside(target, urlPath.slice(prefix.replace(/\/$/, '').length));
      }
    }
    return urlPath.endsWith('/') ? null : fileInside(base, urlPath);
  }

  function routeHtml(urlPath) {
    if (!routeTable) return null;
    const pathname = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    const route = routeTable.routes.find((r) => matchPattern(r.pattern, pathname));
    if (!route) return null;
    const html = readFileSync(path.join(base, route.file), 'utf8');
    return html.split(routeTable.pathToken).join(escapeHtml(pathname));
  }

  function send(req, res, status, type, body, headers = {}) {
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && COMPRESSIBLE.test(type);
    const payload = wantsGzip ? gzipSync(body) : body;
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': payload.length,
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
        send(req, res, 405, TYPES['.txt'], Buffer.from('Method Not Allowed'), { Allow: 'GET, HEAD, OPTIONS' });
        return;
      }
      const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);

      if (urlPath in files) {
        const type = TYPES[path.extname(urlPath)] ?? TYPES['.txt'];
        send(req, res, 200, type, Buffer.from(files[urlPath]), { 'Cache-Control': 'no-cache' });
        return;
      }
      const file = resolveFile(urlPath);
      if (file) {
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
        send(req, res, 200, type, await readFile(file), { 'Cache-Control': cache });
        return;
      }
      const html = routeHtml(urlPath);
      if (html !== null) {
        send(req, res, 200, TYPES['.html'], Buffer.from(html), { 'Cache-Control': 'no-cache' });
        return;
      }
      const notFound = path.join(base, '404.html');
      const body = existsSync(notFound) ? await readFile(notFound) : Buffer.from('Not Found');
      send(req, res, 404, existsSync(notFound) ? TYPES['.html'] : TYPES['.txt'], body, { 'Cache-Control': 'no-cache' });
    } catch (error) {
      console.error(`serve-static ${req.url}:`, error);
      if (!res.headersSent) send(req, res, 500, TYPES['.txt'], Buffer.from('Internal Server Error'));
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
