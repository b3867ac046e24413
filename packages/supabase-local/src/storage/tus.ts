// Resumable uploads (the TUS protocol) at Supabase Storage's path /storage/v1/upload/resumable,
// served by the @tus/server library. Bytes land in a staging folder; when the last byte arrives
// the object row is written under the caller's role (so storage.objects' RLS decides, as for a
// plain upload) and the file moves into its bucket.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { HttpError, isPgError } from '../http/errors.ts';
import { GLOBAL_FILE_LIMIT, loadBucket, type StorageContext } from './buckets.ts';
import { moveDurably } from './durable-file.ts';
import { checkBucketId, checkObjectName, objectFile } from './object-path.ts';
import { mimeAllowed, storedCacheControl, storedContentType } from './upload-body.ts';

const RESUMABLE_PATH = '/storage/v1/upload/resumable';

const requestContext = new AsyncLocalStorage<StorageContext>();
const servers = new Map<string, Server>();

/** A refusal in the shape @tus/server sends, with hosted Storage's JSON body. */
class Refusal {
  readonly body: string;
  constructor(
    readonly status_code: number,
    error: string,
    message: string,
  ) {
    this.body = JSON.stringify({ statusCode: String(status_code), error, message });
  }
}

function context(): StorageContext {
  const ctx = requestContext.getStore();
  if (!ctx) throw new Refusal(500, 'internal', 'Upload context missing');
  return ctx;
}

interface Target {
  bucketId: string;
  name: string;
  contentType: string;
  cacheControl: string;
}

function target(upload: Upload): Target {
  const meta = upload.metadata ?? {};
  const bucketId = meta.bucketName ?? '';
  const name = meta.objectName ?? '';
  if (!bucketId || !name) throw new Refusal(400, 'InvalidRequest', 'bucketName and objectName metadata are required');
  try {
    checkBucketId(bucketId);
    checkObjectName(name);
    return { bucketId, name, contentType: storedContentType(meta.contentType ?? undefined), cacheControl: storedCacheControl(meta.cacheControl ?? undefined) };
  } catch (error) {
    // @tus/server answers anything but its own refusal shape with a 500.
    if (error instanceof HttpError) throw new Refusal(error.status, String(error.body.error), String(error.body.message));
    throw error;
  }
}

function refusalFor(error: unknown): unknown {
  if (!isPgError(error)) return error;
  if (error.code === '23505') return new Refusal(409, 'Duplicate', 'The resource already exists');
  if (error.code === '42501') return new Refusal(403, 'Unauthorized', 'new row violates row-level security policy');
  return new Refusal(400, 'InvalidRequest', error.message);
}

// Rolls back the trial insert that asked Postgres whether this caller may store this object.
const TRIAL = Symbol('trial');

/** Refuses before any byte is sent: unknown bucket, too large, wrong type, taken name, no right. */
async function checkCreate(upload: Upload): Promise<void> {
  const ctx = context();
  const { bucketId, name, contentType } = target(upload);
  const bucket = await loadBucket(ctx, bucketId);
  const limit = Math.min(bucket.file_size_limit ?? GLOBAL_FILE_LIMIT, GLOBAL_FILE_LIMIT);
  if (upload.size === undefined) throw new Refusal(400, 'InvalidRequest', 'Upload-Length is required');
  if (upload.size > limit) throw new Refusal(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  if (!mimeAllowed(contentType, bucket.allowed_mime_types)) {
    throw new Refusal(415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
  }
  try {
    await ctx.db.asCaller(ctx.claims, async (tx) => {
      await tx.query(`insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, '{}')`, [
        bucket.id,
        name,
        ctx.claims.sub ?? null,
      ]);
      throw TRIAL;
    });
  } catch (error) {
    if (error !== TRIAL) throw refusalFor(error);
  }
}

async function finish(store: FileStore, upload: Upload): Promise<void> {
  const ctx = context();
  const { bucketId, name, contentType, cacheControl } = target(upload);
  const bucket = await loadBucket(ctx, bucketId);
  const file = objectFile(ctx.storageRoot, bucket.id, name);
  const staged = path.join(store.directory, upload.id);
  const metadata = {
    eTag: `"${upload.id}"`,
    size: upload.size,
    mimetype: contentType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.size,
    httpStatusCode: 200,
  };
  try {
    await ctx.db.asCaller(ctx.claims, async (tx) => {
      await tx.query(`insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)`, [
        bucket.id,
        name,
        ctx.claims.sub ?? null,
        JSON.stringify(metadata),
      ]);
      // Moved inside the transaction: a failed move rolls the row back with it.
      await mkdir(path.dirname(file), { recursive: true });
      await moveDurably(staged, file);
    });
  } catch (error) {
    throw refusalFor(error);
  } finally {
    await rm(`${staged}.json`, { force: true });
  }
}

/** Only the caller who began an upload may continue it. */
async function checkOwner(store: FileStore, uploadId: string): Promise<void> {
  const ctx = context();
  const upload = await store.getUpload(uploadId).catch(() => undefined);
  if (upload && upload.metadata?.owner !== (ctx.claims.sub ?? '')) {
    throw new Refusal(403, 'Unauthorized', 'This upload belongs to someone else');
  }
}

function serverFor(storageRoot: string): Server {
  let server = servers.get(storageRoot);
  if (server) return server;
  // Not a bucket name (buckets cannot start with a dot), so staging never clashes with objects.
  const store = new FileStore({ directory: path.join(storageRoot, '.resumable') });
  server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    maxSize: GLOBAL_FILE_LIMIT,
    allowedHeaders: ['authorization', 'apikey', 'x-upsert', 'x-client-info'],
    onUploadCreate: async (_req, upload) => {
      await checkCreate(upload);
      return { metadata: { ...upload.metadata, owner: context().claims.sub ?? '' } };
    },
    onIncomingRequest: (_req, uploadId) => checkOwner(store, uploadId),
    onUploadFinish: async (_req, upload) => {
      await finish(store, upload);
      return {};
    },
  });
  servers.set(storageRoot, server);
  return server;
}

/** Serves one TUS request (POST, HEAD, PATCH, DELETE) for the caller in `ctx`. */
export function handleResumableUpload(req: IncomingMessage, res: ServerResponse, ctx: StorageContext): Promise<void> {
  return requestContext.run(ctx, () => serverFor(ctx.storageRoot).handle(req, res));
}
