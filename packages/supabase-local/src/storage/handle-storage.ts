import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tx } from '../db/database.ts';
import { readJson } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { sendJson, sendText } from '../http/respond.ts';
import { writeDurably } from './durable-file.ts';
import { checkObjectName, objectFile } from './object-path.ts';
import { serveFile, type ObjectMetadata } from './serve-file.ts';
import { storageError } from './storage-error.ts';
import { checkUpload, loadBucket, storageFailure, storeObject, type StorageContext } from './buckets.ts';
import { handleResumableUpload } from './tus.ts';
import { readUpload } from './upload-body.ts';

async function upload(req: IncomingMessage, res: ServerResponse, ctx: StorageContext, bucketId: string, name: string): Promise<void> {
  const bucket = await loadBucket(ctx, bucketId);
  checkObjectName(name);
  const uploaded = await readUpload(req, bucket.sizeLimit);
  checkUpload(bucket, uploaded.data.length, uploaded.contentType);
  const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
  const object = {
    eTag: `"${createHash('md5').update(uploaded.data).digest('hex')}"`,
    size: uploaded.data.length,
    mimetype: uploaded.contentType,
    cacheControl: uploaded.cacheControl,
  };
  const id = await storeObject(ctx, bucket.id, name, object, (file) => writeDurably(file, uploaded.data), upsert);
  sendJson(res, 200, { Id: id, Key: `${bucket.id}/${name}` });
}

/** One object by its path, or (no name) the body's `prefixes`, as supabase-js remove() sends them. */
async function removeObjects(req: IncomingMessage, res: ServerResponse, ctx: StorageContext, bucketId: string, name: string): Promise<void> {
  const bucket = await loadBucket(ctx, bucketId);
  let prefixes = name ? [name] : null;
  if (!prefixes) {
    const body = (await readJson(req)).value as { prefixes?: unknown } | undefined;
    const list = body?.prefixes;
    if (!Array.isArray(list) || list.length === 0 || list.length > 1000 || !list.every((p): p is string => typeof p === 'string')) {
      throw storageError(400, 'InvalidRequest', 'body/prefixes must be a non-empty array of strings');
    }
    prefixes = list;
  }
  for (const name of prefixes) checkObjectName(name);
  const placeholders = prefixes.map((_, i) => `$${i + 2}`).join(', ');
  const body = await ctx.db
    .asCaller(ctx.claims, async (tx) => {
      const { rows } = await tx.query<{ body: string }>(
        `with gone as (delete from storage.objects where bucket_id = $1 and name in (${placeholders}) returning *)
         select coalesce(json_agg(json_build_object('name', name, 'bucket_id', bucket_id, 'id', id, 'owner', owner,
           'metadata', metadata, 'created_at', created_at, 'updated_at', updated_at, 'last_accessed_at', last_accessed_at)), '[]')::text as body from gone`,
        [bucket.id, ...prefixes],
      );
      return rows[0]?.body ?? '[]';
    })
    .catch((error: unknown) => {
      throw storageFailure(error);
    });
  const deleted = JSON.parse(body) as { name: string }[];
  await Promise.all(deleted.map((object) => rm(objectFile(ctx.storageRoot, bucket.id, object.name), { force: true })));
  // Missing and not-yours look alike (RLS hides both), as on hosted Storage.
  if (name && deleted.length === 0) throw storageError(404, 'not_found', 'Object not found');
  if (name) sendJson(res, 200, { message: 'Successfully deleted' });
  else sendText(res, 200, body);
}

async function download(req: IncomingMessage, res: ServerResponse, ctx: StorageContext, bucketId: string, name: string, publicOnly: boolean): Promise<void> {
  const bucket = await loadBucket(ctx, bucketId);
  checkObjectName(name);
  if (publicOnly && !bucket.public) throw storageError(400, 'InvalidRequest', 'The bucket is not public');
  const lookup = (tx: Tx) =>
    tx.query<{ metadata: string | null }>(`select metadata::text as metadata from storage.objects where bucket_id = $1 and name = $2`, [bucket.id, name]);
  // A public bucket serves anyone, as hosted Storage does; otherwise RLS decides who may read.
  const { rows } = await (publicOnly ? ctx.db.asOwner(lookup) : ctx.db.asCaller(ctx.claims, lookup));
  if (!rows[0]) throw storageError(404, 'not_found', 'Object not found');
  await serveFile(req, res, objectFile(ctx.storageRoot, bucket.id, name), JSON.parse(rows[0].metadata ?? '{}') as ObjectMetadata);
}

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

async function list(req: IncomingMessage, res: ServerResponse, ctx: StorageContext, bucketId: string): Promise<void> {
  const bucket = await loadBucket(ctx, bucketId);
  const body = ((await readJson(req)).value ?? {}) as { prefix?: unknown; limit?: unknown; offset?: unknown; search?: unknown };
  const prefix = typeof body.prefix === 'string' && body.prefix ? `${body.prefix.replace(/\/+$/, '')}/` : '';
  const limit = Number.isInteger(body.limit) ? Math.min(Number(body.limit), 1000) : 100;
  const offset = Number.isInteger(body.offset) ? Math.max(Number(body.offset), 0) : 0;
  const search = typeof body.search === 'string' ? body.search : '';
  const { rows } = await ctx.db.asCaller(ctx.claims, (tx) =>
    tx.query<{ body: string }>(
      `select coalesce(json_agg(json_build_object('name', name, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
         'last_accessed_at', last_accessed_at, 'metadata', metadata) order by name), '[]')::text as body
       from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
      [bucket.id, prefix],
    ),
  );
  const entries = new Map<string, ListEntry>();
  for (const object of JSON.parse(rows[0]?.body ?? '[]') as ListEntry[]) {
    const rest = object.name.slice(prefix.length);
    const [head = '', ...tail] = rest.split('/');
    if (search && !head.includes(search)) continue;
    if (tail.length > 0) {
      if (!entries.has(head)) entries.set(head, { name: head, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    } else {
      entries.set(head, { ...object, name: head });
    }
  }
  sendJson(res, 200, [...entries.values()].sort((a, b) => a.name.localeCompare(b.name)).slice(offset, offset + limit));
}

type Handler = (req: IncomingMessage, res: ServerResponse, ctx: StorageContext, bucketId: string, name: string) => Promise<void>;

const route = (methods: string, pathname: string, handle: Handler) => ({ methods: methods.split(' '), pattern: new URLPattern({ pathname }), handle });

/** The Storage API subset supabase-js uses, under /storage/v1, first match first; `name` is '' when absent. */
const ROUTES = [
  route('GET HEAD', '/object/public/:bucket/:name+', (req, res, ctx, bucket, name) => download(req, res, ctx, bucket, name, true)),
  route('GET HEAD', '/object{/authenticated}?/:bucket/:name+', (req, res, ctx, bucket, name) => download(req, res, ctx, bucket, name, false)),
  route('POST', '/object/list/:bucket', list),
  route('POST PUT', '/object/:bucket/:name+', upload),
  route('DELETE', '/object/:bucket/:name*', removeObjects),
  route('GET POST HEAD PATCH DELETE', '/upload/resumable/*?', handleResumableUpload),
];

/** RLS on storage.objects decides who may do what. */
export async function handleStorage(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: StorageContext): Promise<void> {
  for (const { methods, pattern, handle } of ROUTES) {
    const path = methods.includes(req.method ?? '') ? pattern.exec({ pathname })?.pathname.groups : undefined;
    if (path) return handle(req, res, ctx, decodeURIComponent(path.bucket ?? ''), decodeURIComponent(path.name ?? ''));
  }
  throw new HttpError(404, { statusCode: '404', error: 'not_found', message: 'Route not found' });
}
