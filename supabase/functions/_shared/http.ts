/** A refusal that is the caller's to fix (or to wait out); its message is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// The widget and dialogs call these functions from partner sites too, hence the open origin; no
// cookie is ever read, so '*' grants nothing beyond what the anon key already allows.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, idempotency-key, lead-form',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** A 503 for what is not the caller's to fix: the reason goes to the log, never to the caller. */
export function unavailable(...reason: unknown[]): HttpError {
  console.error(...reason);
  return new HttpError(503, 'Service temporarily unavailable. Please try again later.');
}

export const MAX_BODY_BYTES = 8 * 1024;

// A NUL byte cannot be stored in Postgres text or jsonb, and a lone UTF-16 surrogate is not text
// at all; either would fail deep in the database as a 5xx after the caller's rate limit was spent.
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isClean(text: string): boolean {
  return !NUL.test(text) && !LONE_SURROGATE.test(text);
}

/** Refuses, with a 400 the caller can act on, any string or key in a parsed body that is not clean text. */
function assertCleanText(value: unknown, path = 'body'): void {
  if (typeof value === 'string') {
    if (!isClean(value)) throw new HttpError(400, `${path} must not contain NUL bytes or unpaired surrogates.`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertCleanText(item, `${path}[${index}]`));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isClean(key)) throw new HttpError(400, `${path} must not contain NUL bytes or unpaired surrogates in its field names.`);
      assertCleanText(item, `${path}.${key}`);
    }
  }
}

export const json = (status: number, body: unknown): Response => Response.json(body, { status, headers: CORS_HEADERS });

/** Reads at most `maxBytes`, so an oversized upload is refused without being buffered. */
async function readLimitedText(req: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(413, `Request body must not exceed ${maxBytes} bytes.`);
  if (Number(req.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge();
  const chunks: BlobPart[] = [];
  let total = 0;
  // Leaving the loop early cancels the stream.
  for await (const chunk of req.body ?? []) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return new Blob(chunks).text();
}

interface ReadOptions {
  maxBytes?: number;
  /** Runs before the clean-text check, for a part of the body that is cleaned rather than refused. */
  tidy?: (body: Record<string, unknown>) => Record<string, unknown>;
}

export async function readJsonObject(req: Request, { maxBytes = MAX_BODY_BYTES, tidy = (body) => body }: ReadOptions = {}): Promise<Record<string, unknown>> {
  const text = await readLimitedText(req, maxBytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'Request body must be a JSON object.');
  }
  // Before any handler looks at the body, so bad text never reaches a rate limit or the database.
  const body = tidy(parsed as Record<string, unknown>);
  assertCleanText(body);
  return body;
}

/**
 * Wraps a POST-only JSON handler with CORS, method checks and error shaping (never a stack trace).
 * Its `fetch` is what Supabase's edge runtime serves of a default export; Node calls it directly.
 */
export function jsonHandler(name: string, handle: (req: Request) => Promise<Response>) {
  const handler = async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (req.method !== 'POST') return json(405, { error: 'Only POST is allowed.' });
    try {
      return await handle(req);
    } catch (error) {
      if (error instanceof HttpError) return json(error.status, { error: error.message });
      console.error(`[${name}] unexpected failure`, error);
      return json(500, { error: 'Internal error. Please try again later.' });
    }
  };
  return Object.assign(handler, { fetch: handler });
}
