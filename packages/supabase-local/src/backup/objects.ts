import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { objectFile } from '../storage/object-path.ts';

/** Where stored objects' bytes live: the local stack's files, or a hosted project's Storage. */
export interface ObjectStore {
  /** Copies an object to `file`; false when it is gone. */
  copyOut(bucket: string, name: string, file: string): Promise<boolean>;
  copyIn(file: string, bucket: string, name: string, contentType: string | null): Promise<void>;
}

export function localObjects(storageRoot: string): ObjectStore {
  return {
    async copyOut(bucket, name, file) {
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await copyFile(objectFile(storageRoot, bucket, name), file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async copyIn(file, bucket, name) {
      const target = objectFile(storageRoot, bucket, name);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(file, target);
    },
  };
}

/** A hosted project's Storage through supabase-js with the service key (its database backups leave Storage out). */
export function hostedObjects(url: string, serviceKey: string): ObjectStore {
  const storage = createClient(url, serviceKey, { auth: { persistSession: false } }).storage;
  return {
    async copyOut(bucket, name, file) {
      const { data, error } = await storage.from(bucket).download(name);
      if (error) {
        if ('status' in error && error.status === 404) return false;
        throw new Error(`Could not read ${bucket}/${name} from Storage: ${error.message}`);
      }
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, Buffer.from(await data.arrayBuffer()));
      return true;
    },
    async copyIn(file, bucket, name, contentType) {
      const { error } = await storage.from(bucket).upload(name, await readFile(file), { upsert: true, ...(contentType ? { contentType } : {}) });
      if (error) throw new Error(`Could not write ${bucket}/${name} to Storage: ${error.message}`);
    },
  };
}
