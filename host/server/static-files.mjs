// Build output served as files: sirv serves them (ranges, so videos seek; ETags; gzip); this adds
// what a file server cannot know: long caching for hashed files only, CORS, mounts, small bodies.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { RELEASE_FILE } from './releases.mjs';
import { RequestPathError } from './request-path.mjs';

/** Vite's content hash: `name-AbCd1234.js`. Such files never change, so they may be cached for good. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|mjs|css|png|jpe?g|svg|webp|woff2|wasm)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The partner script's loader, at the one address partners paste: a release reaches their pages within 5 minutes. */
const EMBED_LOADER = /\/embed\.js$/;
const EMBED_LOADER_CACHE = 'public, max-age=300';
/** Worth compressing; media formats are compressed already and must stay byte-addressable. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|txt|wasm)$/;
/** Folders that hold build output (and releases of it), where compressed copies may be written. */
const BUILD_OUTPUT = /[\\/](dist|releases)([\\/]|$)/;

export const CORS_HEADERS = { 'Access-Control-Allow-Origin': '*' };
export const TEXT = 'text/plain; charset=utf-8';
export const HTML = 'text/html; charset=utf-8';
export const JSON_TYPE = 'application/json; charset=utf-8';
export const XML = 'application/xml; charset=utf-8';

/** Writes a current `name.gz` beside every compressible file, so sirv serves gzip without compressing per request. */
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

/**
 * sirv trusts a range: an end before its start sent a negative length and dropped the connection,
 * and a suffix range (`bytes=-500`) was read as its opposite. A server may ignore Range (RFC 9110
 * §14.2): anything but `bytes=start-` or `bytes=start-end` is dropped and the whole file sent.
 */
function dropUnusableRange(req) {
  const range = req.headers.range;
  if (range === undefined) return;
  const match = /^bytes=(\d+)-(\d*)$/.exec(range.trim());
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range;
}

/** Answers what is not GET or HEAD: a CORS preflight (204, when `cors`), else 405 with `headers`; true when it did. */
export function answerOtherMethods(req, res, headers, { cors = true } = {}) {
  if (req.method === 'OPTIONS' && cors) {
    res.writeHead(204, {
      ...CORS_HEADERS,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      'Access-Control-Max-Age': '86400',
    });
    res.end();
    return true;
  }
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  sendBody(req, res, 405, TEXT, Buffer.from('Method Not Allowed'), { Allow: 'GET, HEAD, OPTIONS', ...headers });
  return true;
}

/** Sends a small body (a page, JSON), gzipped when the client takes it. */
export function sendBody(req, res, status, type, body, headers = {}) {
  const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const payload = wantsGzip ? gzipSync(body) : body;
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': payload.length,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(wantsGzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** The build's 404.html under `root`, or a plain Not Found. */
export function sendNotFound(req, res, root, headers) {
  const page = path.join(root, '404.html');
  const hasPage = existsSync(page);
  sendBody(req, res, 404, hasPage ? HTML : TEXT, hasPage ? readFileSync(page) : Buffer.from('Not Found'), headers);
}

/** Answers a request that threw: a bad path its 4xx; else a 500 (or a cut connection mid-answer) and true, to be logged. */
export function sendFailure(req, res, error, headers) {
  if (error instanceof RequestPathError) return void sendBody(req, res, error.status, TEXT, Buffer.from(error.message), headers);
  if (!res.headersSent) sendBody(req, res, 500, TEXT, Buffer.from('Internal Server Error'), headers);
  else res.destroy();
  return true;
}

/**
 * @param {{ root: string, mounts?: Record<string, string>, headers?: Record<string, string> }} options
 *   mounts: URL prefix → file or directory served from elsewhere (the widget build);
 *   headers: added to every file served (CORS, security headers).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, urlPath: string) => boolean}
 *   serves the file at the decoded `urlPath` and answers true, or false when there is none.
 */
export function createStaticFiles({ root, mounts = {}, headers = {} }) {
  const setHeaders = (res, pathname) => {
    res.setHeader('Cache-Control', EMBED_LOADER.test(pathname) ? EMBED_LOADER_CACHE : HASHED.test(pathname) || RELEASE_FILE.test(pathname) ? IMMUTABLE : 'no-cache');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
  // dev: look files up per request, so a rebuild while serving is picked up; no extension
  // guessing, so route HTML files are reached only through the route table.
  const serveDir = (dir) => {
    precompress(dir);
    return sirv(dir, { dev: true, etag: true, gzip: true, extensions: [], dotfiles: false, setHeaders });
  };

  const serveRoot = serveDir(path.resolve(root));
  const mountList = Object.entries(mounts).map(([prefix, target]) => {
    const resolved = path.resolve(target);
    const isFile = existsSync(resolved) && statSync(resolved).isFile();
    return { prefix, isFile, resolved, handler: serveDir(isFile ? path.dirname(resolved) : resolved) };
  });

  /** Hands the request to sirv under a rewritten path; false when sirv has no such file. */
  const viaSirv = (handler, req, res, urlPath) => {
    dropUnusableRange(req);
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

  return (req, res, urlPath) => {
    for (const { prefix, isFile, resolved, handler } of mountList) {
      if (urlPath === prefix && isFile) return viaSirv(handler, req, res, `/${path.basename(resolved)}`);
      const dirPrefix = prefix.endsWith('/') ? prefix : `${prefix}/`;
      if (!isFile && urlPath.startsWith(dirPrefix)) return viaSirv(handler, req, res, urlPath.slice(dirPrefix.length - 1));
      if (urlPath === prefix || urlPath.startsWith(dirPrefix)) return false;
    }
    return urlPath.endsWith('/') ? false : viaSirv(serveRoot, req, res, urlPath);
  };
}
