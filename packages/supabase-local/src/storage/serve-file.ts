import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { storageError } from './storage-error.ts';
import { servableHeaders } from './upload-body.ts';

export interface ObjectMetadata {
  mimetype?: string;
  cacheControl?: string;
  eTag?: string;
  lastModified?: string;
}

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** One byte range (video players ask for one at a time); anything else gets the whole file. */
function parseRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Sends a stored object with Range support so videos can seek. */
export async function serveFile(req: IncomingMessage, res: ServerResponse, file: string, metadata: ObjectMetadata): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (!info) throw storageError(404, 'not_found', 'Object not found');
  const { contentType, cacheControl } = servableHeaders(metadata);
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    'Accept-Ranges': 'bytes',
    'Last-Modified': info.mtime.toUTCString(),
    // Uploads are served from the API's origin: a file must never be run as a page there (an SVG
    // with a script, an HTML file posing as an image), only shown as the type it was stored with.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    ...(metadata.eTag ? { ETag: metadata.eTag } : {}),
  };
  const range = parseRange(req.headers.range, info.size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}`, 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ statusCode: '416', error: 'InvalidRange', message: 'The requested range is not satisfiable' }));
    return;
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  const length = info.size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': String(length),
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
  });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(file, { start, end });
    stream.on('error', reject);
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
