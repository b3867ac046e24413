// Resumable uploads (TUS) at Supabase Storage's /storage/v1/upload/resumable, via @tus/server.
// Bytes land in a staging folder; on the last byte the object row is written under the caller's
// role (storage.objects' RLS decides, as for a plain upload) and the file moves into its bucket.
import { AsyncLocalStorage } from 'node:async_hooks';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { HttpError } from '../http/errors.ts';
import { checkUpload, GLOBAL_FILE_LIMIT, loadBucket, storageFailure, storeObject, type StorageContext } from './buckets.ts';
import { moveDurably } from './durable-file.ts';
import { checkBucketId, checkObjectName } from './object-path.ts';
import { storageError } from './storage-error.ts';
import { storedCacheControl, storedContentType } from './upload-body.ts';

const RESUMABLE_PATH = '/storage/v1/upload/resumable';

const requestContext = new AsyncLocalStorage<StorageContext>();
const servers = new Map<string, Server>();

function context(): StorageContext {
  const ctx = requestContext.getStore();
  if (!ctx) throw new Error('A TUS request outside handleResumableUpload');
  return ctx;
}

function target(upload: Upload) {
  const meta = upload.metadata ?? {};
  if (!meta.bucketName || !meta.objectName) throw storageError(400, 'InvalidRequest', 'bucketName and objectName metadata are required');
  return {
    bucketId: checkBucketId(meta.bucketName),
    name: checkObjectName(meta.objectName),
    contentType: storedContentType(meta.contentType ?? undefined),
    cacheControl: storedCacheControl(meta.cacheControl ?? undefined),
  };
}

// Rolls back the trial insert that asked Postgres whether this caller may store this object.
const TRIAL = Symbol('trial');

/** Refuses before any byte is sent: unknown bucket, too large, wrong type, taken name, no right. */
async function checkCreate(upload: Upload): Promise<void> {
  const ctx = context();
  const { bucketId, name, contentType } = target(upload);
  const bucket = await loadBucket(ctx, bucketId);
  if (upload.size === undefined) throw storageError(400, 'InvalidRequest', 'Upload-Length is required');
  checkUpload(bucket, upload.size, contentType);
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
    if (error !== TRIAL) throw storageFailure(error);
  }
}

async function finish(store: FileStore, upload: Upload): Promise<void> {
  const ctx = context();
  const { bucketId, name, contentType, cacheControl } = target(upload);
  const bucket = await loadBucket(ctx, bucketId);
  const staged = path.join(store.directory, upload.id);
  const object = { eTag: `"${upload.id}"`, size: upload.size ?? 0, mimetype: contentType, cacheControl };
  try {
    await storeObject(ctx, bucket.id, name, object, (file) => moveDurably(staged, file));
  } finally {
    await rm(`${staged}.json`, { force: true });
  }
}

/** Only the caller who began an upload may continue it. */
async function checkOwner(store: FileStore, uploadId: string): Promise<void> {
  const ctx = context();
  const upload = await store.getUpload(uploadId).catch(() => undefined);
  if (upload && upload.metadata?.owner !== (ctx.claims.sub ?? '')) {
    throw storageError(403, 'Unauthorized', 'This upload belongs to someone else');
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
    // @tus/server answers anything but its own refusal shape with a 500.
    onResponseError: (_req, error) =>
      error instanceof HttpError ? { status_code: error.status, body: JSON.stringify(error.body) } : undefined,
  });
  servers.set(storageRoot, server);
  return server;
}

/** Serves one TUS request (POST, HEAD, PATCH, DELETE) for the caller in `ctx`. */
export function handleResumableUpload(req: IncomingMessage, res: ServerResponse, ctx: StorageContext): Promise<void> {
  return requestContext.run(ctx, () => serverFor(ctx.storageRoot).handle(req, res));
}
