import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { handleAuth, type AuthContext } from '../auth/handle-auth.ts';
import type { JwtClaims } from '../db/database.ts';
import { handleFunction, type FunctionsContext } from '../functions/handle-function.ts';
import { proxyRest } from '../rest/proxy-rest.ts';
import { handleStorage } from '../storage/handle-storage.ts';
import { callerClaims, requestToken } from './caller.ts';
import { HttpError, isPgError, statusForPgError } from './errors.ts';
import { corsHeaders, sendJson } from './respond.ts';
import { requestUrl } from './text-check.ts';
import { runningJobs } from '../functions/scheduled-jobs.ts';

export interface ServerDeps extends AuthContext {
  /** PostgREST's Unix socket, which serves /rest/v1. */
  restSocket: string;
  storageRoot: string;
  functions: FunctionsContext;
}

const ANON_CLAIMS: JwtClaims = { role: 'anon' };

async function route(req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  const url = requestUrl(req.url);
  const pathname = url.pathname;
  if (pathname === '/health') {
    sendJson(res, 200, { status: 'ok', jobs: [...runningJobs] });
    return;
  }
  const [, area = '', version = '', ...rest] = pathname.split('/');
  const subPath = `/${rest.join('/')}`;
  if (version !== 'v1') throw new HttpError(404, { message: 'Not found' });
  if (area === 'auth') {
    await handleAuth(req, res, subPath, url, deps);
    return;
  }
  if (area === 'functions') {
    // As hosted Supabase's default (verify_jwt): a valid apikey or JWT before any function runs.
    await callerClaims(req, deps.secret);
    await handleFunction(req, res, rest.join('/'), url.search, deps.functions);
    return;
  }
  // Public objects are plain URLs (a <video src>), so they are served without any key.
  const publicRead = area === 'storage' && subPath.startsWith('/object/public/') && (req.method === 'GET' || req.method === 'HEAD');
  const claims = publicRead ? ANON_CLAIMS : await callerClaims(req, deps.secret);
  if (area === 'rest') await proxyRest(req, res, subPath, url, deps.restSocket, requestToken(req) ?? '');
  else if (area === 'storage') await handleStorage(req, res, subPath, { db: deps.db, claims, storageRoot: deps.storageRoot });
  else throw new HttpError(404, { message: 'Not found' });
}

/** Every failure leaves as JSON; Postgres errors keep their SQLSTATE, stack traces stay in the log. */
function sendError(req: IncomingMessage, res: ServerResponse, error: unknown, role: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, error.body, error.headers);
  } else if (isPgError(error)) {
    const status = statusForPgError(error.code ?? '', role);
    if (status >= 500) console.error('[supabase-local] database error:', error);
    sendJson(res, status, { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message });
  } else {
    console.error(`[supabase-local] ${req.method} ${req.url} failed:`, error);
    sendJson(res, 500, { code: 'INTERNAL', details: null, hint: null, message: 'Internal server error' });
  }
}

const HEADER_OVERFLOW_BODY = JSON.stringify({
  code: 'PGRST431',
  details: 'The request headers are larger than 16 KB.',
  hint: 'Send a shorter cookie, token or header.',
  message: 'Request header fields too large',
});

/**
 * Node refuses a request whose headers pass 16 KB before any handler runs, with a bare 431 the
 * browser cannot even read across origins; this answer carries a JSON reason and CORS headers.
 */
function refuseUnparsable(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = tooLarge ? HEADER_OVERFLOW_BODY : JSON.stringify({ code: 'PGRST400', details: null, hint: null, message: 'Malformed HTTP request' });
  socket.end(
    [
      tooLarge ? 'HTTP/1.1 431 Request Header Fields Too Large' : 'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Access-Control-Allow-Origin: *',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

export function serveApi(server: Server, deps: ServerDeps): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const [key, value] of Object.entries(corsHeaders(req))) res.setHeader(key, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    route(req, res, deps).catch(async (error: unknown) => {
      // The caller's role decides between 401 and 403 for refusals by Postgres.
      const role = await callerClaims(req, deps.secret).then((claims) => claims.role, () => 'anon');
      sendError(req, res, error, role);
    });
  });
  server.on('clientError', refuseUnparsable);
}
