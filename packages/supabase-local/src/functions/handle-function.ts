import { AsyncLocalStorage } from 'node:async_hooks';
import { access } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REST_BODY_LIMIT, readBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';

type EdgeHandler = (req: Request) => Promise<Response>;

export interface FunctionsContext {
  functionsDir: string;
  /** What the hosted edge runtime puts in the environment of every function, fixed at server start. */
  env: Readonly<Record<string, string>>;
  publicUrl: string;
}

const functionEnv = new AsyncLocalStorage<Readonly<Record<string, string>>>();
let envViewInstalled = false;

/**
 * The environment one server's functions run with. The handlers read `process.env`, and several
 * servers may share this process (tests do), so process.env shows the values of the server whose
 * request is running: written per request, concurrent requests would overwrite each other's.
 */
export function functionsEnvironment(values: Record<string, string>): Readonly<Record<string, string>> {
  if (!envViewInstalled) {
    envViewInstalled = true;
    const own = (name: string | symbol) => (typeof name === 'string' ? functionEnv.getStore()?.[name] : undefined);
    process.env = new Proxy(process.env, {
      get: (target, name) => own(name) ?? Reflect.get(target, name),
      has: (target, name) => own(name) !== undefined || Reflect.has(target, name),
      // Node's environment object takes plain assignments only, not the descriptors a proxy passes on.
      set: (target, name, value) => Reflect.set(target, name, value),
    });
  }
  return Object.freeze({ ...values });
}

const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;

function notFound(name: string): HttpError {
  return new HttpError(404, { code: 'NOT_FOUND', message: `Function not found: ${name}` });
}

async function loadHandler(ctx: FunctionsContext, name: string): Promise<EdgeHandler> {
  if (!FUNCTION_NAME.test(name)) throw notFound(name);
  const entry = path.join(ctx.functionsDir, name, 'index.ts');
  await access(entry).catch(() => {
    throw notFound(name);
  });
  const module = (await import(pathToFileURL(entry).href)) as { default?: unknown };
  if (typeof module.default !== 'function') throw new HttpError(500, { code: 'BOOT_ERROR', message: `Function ${name} has no default handler` });
  return module.default as EdgeHandler;
}

function payloadTooLarge(): HttpError {
  return new HttpError(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' });
}

/** /functions/v1/<name>: the data engineer's web-standard handlers, run in this process. */
export async function handleFunction(req: IncomingMessage, res: ServerResponse, name: string, search: string, ctx: FunctionsContext): Promise<void> {
  const handler = await loadHandler(ctx, name);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined && key !== 'host' && key !== 'x-forwarded-for') headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // The platform, not the client, says who is calling; rate limits key on it.
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? '');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? await readBody(req, REST_BODY_LIMIT, payloadTooLarge) : undefined;
  const request = new Request(`${ctx.publicUrl}/functions/v1/${name}${search}`, { method: req.method, headers, body: body && new Uint8Array(body) });
  const response = await functionEnv.run(ctx.env, () => handler(request));
  const payload = Buffer.from(await response.arrayBuffer());
  // Over the gateway's CORS headers (server.ts), as the function sets them; the body is sent as read.
  const { 'content-encoding': _encoding, ...outgoing } = Object.fromEntries(response.headers);
  res.writeHead(response.status, { ...outgoing, 'content-length': String(payload.length) });
  res.end(req.method === 'HEAD' ? undefined : payload);
}
