import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';

const PLATFORM_SQL = new URL('./platform.sql', import.meta.url);
// Any constant works; it only has to be the same for every server sharing one real Postgres.
const MIGRATION_LOCK_KEY = '54321054321';

export interface MigrateOptions {
  /** Applies only the migrations up to this version (an earlier release's, or a backup's). */
  until?: string;
  /** false: no seed even on an empty database (a restore brings its own rows). */
  seed?: boolean;
}

export const migrationVersion = (file: string) => file.split('_')[0] ?? '';

/** The migration files in the order they apply. */
export async function migrationFiles(supabaseDir: string): Promise<string[]> {
  return (await readdir(path.join(supabaseDir, 'migrations'))).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
}

/** What hosted Supabase provides before any migration (platform.sql); idempotent. */
export async function applyPlatform(db: Database): Promise<void> {
  const platformSql = await readFile(PLATFORM_SQL, 'utf8');
  await db.asOwner(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.query(platformSql);
  });
}

/**
 * Applies the platform, the pending migrations and, on a database empty before this run, the seed.
 * One transaction per migration, as the Supabase CLI does (an enum value added is usable only once
 * committed), each under one advisory lock, so servers sharing a database never race.
 */
export async function migrate(db: Database, supabaseDir: string, { until, seed = true }: MigrateOptions = {}) {
  const migrationsDir = path.join(supabaseDir, 'migrations');
  const files = (await migrationFiles(supabaseDir)).filter((file) => until === undefined || migrationVersion(file) <= until);
  const seedPath = path.join(supabaseDir, 'seed.sql');

  await applyPlatform(db);
  const applied: string[] = [];
  for (const file of files) {
    const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
    const done = await db.asOwner(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const { rows } = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [version]);
      if (rows.length > 0) return true;
      await tx.query(await readFile(path.join(migrationsDir, file), 'utf8'));
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
      return false;
    });
    if (!done) applied.push(file);
  }
  // Only the run that applied the first migration found the database empty.
  const seeded = seed && applied.length > 0 && applied[0] === files[0];
  if (seeded) await db.asOwner(async (tx) => tx.query(await readFile(seedPath, 'utf8')));
  return { applied, seeded };
}
