import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AuthContext } from '../auth/handle-auth.ts';
import { handleAuth } from '../auth/handle-auth.ts';
import type { Database, JwtClaims } from '../db/database.ts';
import { handleFunction, type FunctionsContext } from '../functions/handle-function.ts';
import type { Catalog } from '../rest/catalog.ts';
import { handleRest } from '../rest/handle-rest.ts';
import { handleStorage } from '../storage/handle-storage.ts';
import { callerClaims } from './caller.ts';
import { HttpError, isPgError, statusForPgError } from './errors.ts';
import { corsHeaders, sendEmpty, sendJson } from './respond.ts';

export interface ServerDeps {
  db: Database;
  catalog: Catalog;
  secret: Uint8Array;
  storageRoot: string;
  functions: Omit<FunctionsContext, 'publicUrl'>;
  publicUrl: () => string;
}

const ANON_CLAIMS: JwtClaims = { role: 'anon' };

async function route(req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const pathname = url.pathname;
  if (pathname === '/health') {
    sendJson(res, 200, { status: 'ok' });
    return;
  }
  const [, area = '', version = '', ...rest] = pathname.split('/');
  const subPath = `/${rest.join('/')}`;
  if (version !== 'v1') throw new HttpError(404, { message: 'Not found' });
  if (area === 'auth') {
    const auth: AuthContext = { db: deps.db, secret: deps.secret, issuer: `${deps.publicUrl()}/auth/v1` };
    await handleAuth(req, res, subPath, url, auth);
    return;
  }
  if (area === 'functions') {
    await handleFunction(req, res, rest.join('/'), url.search, { ...deps.functions, publicUrl: deps.publicUrl() });
    return;
  }
  // Public objects are plain URLs (a <video src>), so they are served without any key.
  const publicRead = area === 'storage' && subPath.startsWith('/object/public/') && (req.method === 'GET' || req.method === 'HEAD');
  const claims = publicRead ? ANON_CLAIMS : await callerClaims(req, deps.secret);
  if (area === 'rest') await handleRest(req, res, subPath, url, { db: deps.db, catalog: deps.catalog, claims });
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
    sendJson(res, error.status, error.body);
  } else if (isPgError(error)) {
    const status = statusForPgError(error.code, role);
    if (status >= 500) console.error('[supabase-local] database error:', error);
    sendJson(res, status, { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message });
  } else if (error instanceof URIError) {
    sendJson(res, 400, { code: 'PGRST100', details: null, hint: null, message: 'Malformed percent-encoding in the request URL' });
  } else {
    console.error(`[supabase-local] ${req.method} ${req.url} failed:`, error);
    sendJson(res, 500, { code: 'INTERNAL', details: null, hint: null, message: 'Internal server error' });
  }
}

export function createApiServer(deps: ServerDeps): Server {
  return createServer((req, res) => {
    for (const [key, value] of Object.entries(corsHeaders(req))) res.setHeader(key, value);
    if (req.method === 'OPTIONS') {
      sendEmpty(res, 204);
      return;
    }
    route(req, res, deps).catch(async (error: unknown) => {
      // The caller's role decides between 401 and 403 for refusals by Postgres.
      const role = await callerClaims(req, deps.secret).then((claims) => claims.role, () => 'anon');
      sendError(req, res, error, role);
    });
  });
}
