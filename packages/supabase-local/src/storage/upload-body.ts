import type { IncomingMessage } from 'node:http';
import { readBody } from '../http/body.ts';
import { storageError } from './storage-error.ts';

export interface UploadedFile {
  data: Buffer;
  contentType: string;
  cacheControl: string;
}

// Room for the multipart boundaries and the small text fields around the file.
const MULTIPART_OVERHEAD = 64 * 1024;

export function tooLarge() {
  return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
}

function baseType(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** supabase-js sends a Blob as multipart form data and a Buffer or string as the raw body. */
export async function readUpload(req: IncomingMessage, sizeLimit: number): Promise<UploadedFile> {
  const requestType = String(req.headers['content-type'] ?? '');
  const multipart = baseType(requestType) === 'multipart/form-data';
  const raw = await readBody(req, sizeLimit + (multipart ? MULTIPART_OVERHEAD : 0), tooLarge);
  const headerCache = String(req.headers['cache-control'] ?? 'max-age=3600');
  if (!multipart) {
    return { data: raw, contentType: baseType(requestType) || 'application/octet-stream', cacheControl: headerCache };
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
    contentType: baseType(file.type) || 'application/octet-stream',
    cacheControl: typeof cacheField === 'string' && cacheField ? `max-age=${cacheField}` : headerCache,
  };
}

export function mimeAllowed(contentType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted.endsWith('/*') ? contentType.startsWith(wanted.slice(0, -1)) : contentType === wanted;
  });
}
