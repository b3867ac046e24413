import path from 'node:path';
import { storageError } from './storage-error.ts';

const BUCKET_ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;

function hasUnsafeCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char === '\\');
}

export function checkBucketId(bucket: string): string {
  if (!BUCKET_ID.test(bucket)) throw storageError(400, 'InvalidBucketName', 'The bucket name contains invalid characters');
  return bucket;
}

/** Object keys become file paths, so anything that could climb out of the bucket is refused. */
export function checkObjectName(name: string): string {
  const segments = name.split('/');
  const bad =
    name.length === 0 ||
    name.length > 960 ||
    hasUnsafeCharacter(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw storageError(400, 'InvalidKey', 'Invalid key');
  return name;
}

export function objectFile(storageRoot: string, bucket: string, name: string): string {
  const root = path.resolve(storageRoot, checkBucketId(bucket));
  const file = path.resolve(root, checkObjectName(name));
  if (!file.startsWith(`${root}${path.sep}`)) throw storageError(400, 'InvalidKey', 'Invalid key');
  return file;
}
