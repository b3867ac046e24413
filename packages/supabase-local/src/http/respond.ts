import type { IncomingMessage, ServerResponse } from 'node:http';

const EXPOSED_HEADERS = 'Content-Range, Content-Length, Content-Type, Accept-Ranges, ETag, Location, Preference-Applied';
const DEFAULT_ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, prefer, accept, accept-profile, content-profile, range, x-upsert, cache-control, x-supabase-api-version, x-metadata';

/** The site, the remotes and partner pages all live on other origins than this API. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': typeof requested === 'string' && requested ? requested : DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendText(res, status, JSON.stringify(body), headers);
}

/** Sends an already serialized JSON text (PostgREST bodies come from Postgres as text). */
export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const payload = Buffer.from(text, 'utf8');
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(payload.length), ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
}
