import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody, readJson, restTooLarge, REST_BODY_LIMIT } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { checkUrlText } from '../http/text-check.ts';

/** Not forwarded: they describe this hop, not the request (RFC 9110 §7.6.1), or are set anew. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'content-length']);

const WITH_BODY = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** Connections to PostgREST stay open between requests; a new one per request cost a third of a read. */
const postgrestAgent = new Agent({ keepAlive: true, maxSockets: 64 });

function isJson(req: IncomingMessage): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || type === 'application/json';
}

const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_HEADERS.has(name))) as Record<string, string | string[]>;

/**
 * /rest/v1 is PostgREST over its Unix socket, behind the gateway's checks of every request (a
 * verified key, body size, storable text), so bad input keeps its 4xx JSON answer; the rest,
 * errors included, is PostgREST's own.
 */
export async function proxyRest(req: IncomingMessage, res: ServerResponse, subPath: string, url: URL, socketPath: string, token: string): Promise<void> {
  checkUrlText(url, subPath.split('/'));
  let body: Buffer | undefined;
  if (WITH_BODY.has(req.method ?? '')) {
    if (isJson(req)) {
      const { raw } = await readJson(req);
      body = raw;
    } else {
      body = await readBody(req, REST_BODY_LIMIT, restTooLarge);
    }
  }
  // As Supabase's gateway does: a request with only the apikey acts with that key's JWT.
  const headers = { ...endToEnd(req.headers), authorization: `Bearer ${token}`, ...(body ? { 'content-length': String(body.length) } : {}) };
  await new Promise<void>((resolve, reject) => {
    const upstream = request(
      { agent: postgrestAgent, socketPath, method: req.method, path: `${subPath}${url.search}`, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
        answer.once('end', resolve);
        answer.once('error', reject);
      },
    );
    upstream.once('error', () =>
      reject(new HttpError(503, { code: 'PGRST001', details: null, hint: 'Is PostgREST running?', message: 'The REST API is not reachable' })),
    );
    upstream.end(body);
  });
}
