// A request's storage context and its bucket, for the plain and the resumable (tus) uploads alike.
import type { Database, JwtClaims } from '../db/database.ts';
import { checkBucketId } from './object-path.ts';
import { storageError } from './storage-error.ts';

export interface StorageContext {
  db: Database;
  claims: JwtClaims;
  storageRoot: string;
}

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

// Hosted Storage's global cap; a bucket may set a lower one.
export const GLOBAL_FILE_LIMIT = 52428800;

export async function loadBucket(ctx: StorageContext, id: string): Promise<Bucket> {
  const { rows } = await ctx.db.asOwner((tx) =>
    tx.query<{ body: string }>(
      `select json_build_object('id', id, 'public', public, 'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types)::text as body
       from storage.buckets where id = $1`,
      [checkBucketId(id)],
    ),
  );
  if (!rows[0]) throw storageError(404, 'Bucket not found', 'Bucket not found');
  return JSON.parse(rows[0].body) as Bucket;
}
