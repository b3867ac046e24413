import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrationFiles, migrationVersion } from '../db/migrate.ts';
import { withClient } from '../db/database.ts';
import { objectEntry, packArchive, unpackArchive, type Manifest } from './archive.ts';
import { localObjects, type ObjectStore } from './objects.ts';
import { countRows, dumpDatabase, loadRows } from './rows.ts';

export interface BackupSource {
  /** A superuser's (locally) or the postgres role's (hosted) connection URL. */
  databaseUrl: string;
  objects: ObjectStore;
}

async function withStaging<T>(work: (staging: string) => Promise<T>): Promise<T> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'vaani-backup-'));
  try {
    return await work(staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** `backups/vaani-2026-11-27T06-40-00-000Z.tar.gz`: names that sort by time. */
export function timestampedArchive(dir: string, date = new Date()): string {
  return path.join(dir, `vaani-${date.toISOString().replaceAll(':', '-').replace('.', '-')}.tar.gz`);
}

/**
 * Writes one archive of the database and every stored object to `file`. The rows come from one
 * snapshot; the objects that snapshot names are copied after it (an upload acknowledged later is
 * in neither, an object deleted since is listed as missing), and the manifest records both times.
 */
export async function backup(source: BackupSource, file: string): Promise<Manifest> {
  const createdAt = new Date().toISOString();
  return withStaging(async (staging) => {
    const dump = await withClient(source.databaseUrl, (client) => dumpDatabase(client, staging));
    const files: Manifest['objects']['files'] = [];
    const missing: string[] = [];
    for (const object of dump.objects) {
      const entry = path.join(staging, objectEntry(object.bucket, object.name));
      if (await source.objects.copyOut(object.bucket, object.name, entry)) files.push({ ...object, bytes: (await stat(entry)).size });
      else missing.push(`${object.bucket}/${object.name}`);
    }
    const objects = { count: files.length, bytes: files.reduce((sum, object) => sum + object.bytes, 0), missing, files };
    return packArchive(staging, { format: 1, createdAt, ...dump, objectsCopiedAt: new Date().toISOString(), objects }, file);
  });
}

/** Keeps the newest `keep` archives in `dir` (names sort by time), deleting the rest. */
export async function pruneArchives(dir: string, keep: number): Promise<void> {
  const archives = (await readdir(dir)).filter((name) => /^vaani-.*\.tar\.gz$/.test(name)).sort();
  for (const name of archives.slice(0, -keep)) await rm(path.join(dir, name));
}

export interface RestoreTarget extends BackupSource {
  /**
   * Brings the schema to `version` (a backup's) before its rows load, and afterwards (undefined)
   * applies the migrations newer than it; returns the files it applied.
   */
  migrate(version?: string): Promise<string[]>;
}

export interface RestoreReport {
  manifest: Manifest;
  applied: string[];
  /** Rows per table: in the archive, and in the database after the restore. */
  counts: { table: string; archived: number; restored: number }[];
}

/** Checks `file`'s checksums, then restores its rows and objects into `target`. */
export async function restore(file: string, target: RestoreTarget): Promise<RestoreReport> {
  return withStaging(async (staging) => {
    const manifest = await unpackArchive(file, staging);
    await target.migrate(manifest.migrationVersion);
    await withClient(target.databaseUrl, (client) => loadRows(client, staging, manifest));
    for (const object of manifest.objects.files) {
      await target.objects.copyIn(path.join(staging, objectEntry(object.bucket, object.name)), object.bucket, object.name, object.contentType);
    }
    const applied = await target.migrate();
    const tables = Object.keys(manifest.tables);
    const restored = await withClient(target.databaseUrl, (client) => countRows(client, tables));
    return { manifest, applied, counts: tables.map((table) => ({ table, archived: manifest.tables[table]!.rows, restored: restored[table] ?? 0 })) };
  });
}

/** Backups taken before migrating that are kept; older ones are deleted. */
const KEPT = 3;

/** The migrations not yet applied to a database that has some: none on a fresh database. */
async function pendingMigrations(databaseUrl: string, supabaseDir: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows: table } = await client.query<{ found: string | null }>(`select to_regclass('supabase_migrations.schema_migrations')::text as found`);
    if (!table[0]?.found) return [];
    const { rows } = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    if (rows.length === 0) return [];
    const applied = new Set(rows.map((row) => row.version));
    return (await migrationFiles(supabaseDir)).filter((file) => !applied.has(migrationVersion(file)));
  });
}

/**
 * Before an upgrade changes a data dir that holds rows, one archive of it into `dir` (the newest
 * KEPT are kept), so a migration that goes wrong loses nothing. Returns the archive, if it took one.
 */
export async function backupBeforeMigrating(databaseUrl: string, dataDir: string, supabaseDir: string, dir: string): Promise<string | undefined> {
  if ((await pendingMigrations(databaseUrl, supabaseDir)).length === 0) return undefined;
  const file = timestampedArchive(dir);
  await backup({ databaseUrl, objects: localObjects(path.join(dataDir, 'storage')) }, file);
  await pruneArchives(dir, KEPT);
  return file;
}
