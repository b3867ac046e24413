import path from 'node:path';
import { migrationFiles, migrationVersion } from '../db/migrate.ts';
import { withClient } from '../db/database.ts';
import { backup, pruneArchives, timestampedArchive } from './backup.ts';
import { localObjects } from './objects.ts';

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
