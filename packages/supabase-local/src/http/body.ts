import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors.ts';
import { checkJsonText } from './text-check.ts';

export const REST_BODY_LIMIT = 1024 * 1024;
// Beyond this the client is misbehaving and we stop listening instead of draining.
const DRAIN_LIMIT = 256 * 1024 * 1024;

/** Reads the body; past `limit`, a 413 (the rest drained: the client sees JSON, not a reset). */
export async function readBody(req: IncomingMessage, limit: number, tooLarge: () => HttpError): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > DRAIN_LIMIT) {
    req.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > DRAIN_LIMIT) {
      req.destroy();
      break;
    }
    if (size > limit) over = true;
    if (!over) chunks.push(chunk);
  }
  if (over || declared > limit) throw tooLarge();
  return Buffer.concat(chunks);
}

export function restTooLarge(): HttpError {
  return new HttpError(413, {
    code: 'PGRST413',
    details: `The request body is larger than ${REST_BODY_LIMIT} bytes.`,
    hint: null,
    message: 'Payload too large',
  });
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A JSON body's bytes as sent and their value; non-UTF-8 bytes are refused, not replaced. */
export async function readJson(req: IncomingMessage): Promise<{ raw: Buffer; value: unknown }> {
  const raw = await readBody(req, REST_BODY_LIMIT, restTooLarge);
  if (raw.length === 0) return { raw, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(UTF8.decode(raw)) as unknown;
  } catch {
    throw new HttpError(400, { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
  }
  checkJsonText(value);
  return { raw, value };
}
