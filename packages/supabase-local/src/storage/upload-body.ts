import type { IncomingMessage } from 'node:http';
import { readBody } from '../http/body.ts';
import { tooLarge } from './buckets.ts';
import { storageError } from './storage-error.ts';

// Room for the multipart boundaries and the small text fields around the file.
const MULTIPART_OVERHEAD = 64 * 1024;

function baseType(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

// One media type (RFC 9110 tokens): "image/png, text/html" would pass an image/* allow-list and
// then be served as whatever a browser picks from the list.
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;
// A header value: printable ASCII only, so nothing stored can break the response it is sent in.
const CACHE_CONTROL = /^[\x20-\x7e]{1,200}$/;

/** The content type an object is stored with: one media type, parameters dropped; else a 400. */
export function storedContentType(declared: string | undefined): string {
  const type = baseType(declared || 'application/octet-stream');
  if (!MEDIA_TYPE.test(type)) throw storageError(400, 'InvalidMimeType', 'The content type must be one media type, such as image/png');
  return type;
}

/** The Cache-Control an object is served with: seconds become max-age; no line breaks; else a 400. */
export function storedCacheControl(declared: string | undefined): string {
  const value = (declared ?? '3600').trim();
  if (/^\d+$/.test(value)) return `max-age=${value}`;
  if (!CACHE_CONTROL.test(value)) throw storageError(400, 'InvalidRequest', 'cacheControl must be a number of seconds or one Cache-Control header line');
  return value;
}

/** What was stored before these rules (or by hand) is served safely, never as a broken header. */
export function servableHeaders(metadata: { mimetype?: string; cacheControl?: string }): { contentType: string; cacheControl: string } {
  const type = baseType(metadata.mimetype ?? '');
  return {
    contentType: MEDIA_TYPE.test(type) ? type : 'application/octet-stream',
    cacheControl: CACHE_CONTROL.test(metadata.cacheControl ?? '') ? metadata.cacheControl! : 'max-age=3600',
  };
}

/** supabase-js sends a Blob as multipart form data and a Buffer or string as the raw body. */
export async function readUpload(req: IncomingMessage, sizeLimit: number) {
  const requestType = String(req.headers['content-type'] ?? '');
  const multipart = baseType(requestType) === 'multipart/form-data';
  const raw = await readBody(req, sizeLimit + (multipart ? MULTIPART_OVERHEAD : 0), tooLarge);
  const headerCache = req.headers['cache-control'] ?? 'max-age=3600';
  if (!multipart) {
    return { data: raw, contentType: storedContentType(requestType), cacheControl: storedCacheControl(headerCache) };
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': requestType } }).formData();
  } catch {
    throw storageError(400, 'InvalidRequest', 'The multipart body could not be parsed');
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw storageError(400, 'InvalidRequest', 'No file found in the multipart body');
  const cacheField = form.get('cacheControl');
  return {
    data: Buffer.from(await file.arrayBuffer()),
    contentType: storedContentType(file.type),
    cacheControl: storedCacheControl(typeof cacheField === 'string' && cacheField ? cacheField : headerCache),
  };
}
