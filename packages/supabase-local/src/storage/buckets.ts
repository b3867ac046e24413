// Storage context, buckets and object writes shared by plain and resumable (tus) uploads.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database, JwtClaims } from '../db/database.ts';
import { isPgError } from '../http/errors.ts';
import { checkBucketId, objectFile } from './object-path.ts';
import { storageError } from './storage-error.ts';

export interface StorageContext {
  db: Database;
  claims: JwtClaims;
  storageRoot: string;
}

interface Bucket {
  id: string;
  public: boolean;
  /** The bucket's own limit, at most hosted Storage's global one. */
  sizeLimit: number;
  allowed_mime_types: string[] | null;
}

// Hosted Storage's global cap; a bucket may set a lower one.
export const GLOBAL_FILE_LIMIT = 52428800;

export async function loadBucket(ctx: StorageContext, id: string): Promise<Bucket> {
  const { rows } = await ctx.db.asOwner((tx) =>
    tx.query<{ body: string }>(
      `select json_build_object('id', id, 'public', public, 'sizeLimit', least(coalesce(file_size_limit, $2), $2), 'allowed_mime_types', allowed_mime_types)::text as body
       from storage.buckets where id = $1`,
      [checkBucketId(id), String(GLOBAL_FILE_LIMIT)],
    ),
  );
  if (!rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found');
  return JSON.parse(rows[0].body) as Bucket;
}

export function tooLarge() {
  return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
}

/** Refuses an object the bucket does not take: too large, or of a type it does not allow. */
export function checkUpload(bucket: Bucket, size: number, contentType: string): void {
  if (size > bucket.sizeLimit) throw tooLarge();
  const allowed = bucket.allowed_mime_types ?? [];
  const matches = (pattern: string) => {
    const wanted = pattern.toLowerCase();
    return wanted.endsWith('/*') ? contentType.startsWith(wanted.slice(0, -1)) : contentType === wanted;
  };
  if (allowed.length > 0 && !allowed.some(matches)) {
    throw storageError(415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
  }
}

/** Postgres refusals in storage terms, with the status codes supabase-js expects. */
export function storageFailure(error: unknown): unknown {
  if (!isPgError(error)) return error;
  if (error.code === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
  if (error.code === '42501') return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
  return storageError(400, 'InvalidRequest', error.message);
}

interface StoredObject {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
}

/**
 * Records the object under the caller's role (storage.objects' RLS decides) and, inside that
 * transaction, has `place` put its bytes at its file: a failed write rolls the row back with it.
 */
export async function storeObject(
  ctx: StorageContext,
  bucketId: string,
  name: string,
  object: StoredObject,
  place: (file: string) => Promise<void>,
  upsert = false,
): Promise<string> {
  const file = objectFile(ctx.storageRoot, bucketId, name);
  const metadata = { ...object, lastModified: new Date().toISOString(), contentLength: object.size, httpStatusCode: 200 };
  const conflict = upsert
    ? ' on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, updated_at = now()'
    : '';
  try {
    return await ctx.db.asCaller(ctx.claims, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)${conflict} returning id::text as id`,
        [bucketId, name, ctx.claims.sub ?? null, JSON.stringify(metadata)],
      );
      await mkdir(path.dirname(file), { recursive: true });
      await place(file);
      return rows[0]?.id ?? '';
    });
  } catch (error) {
    throw storageFailure(error);
  }
}
