import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { migrate, migrationFiles, migrationVersion } from '../db/migrate.ts';
import { openPgDatabase, withClient } from '../db/database.ts';
import { freePort } from '../free-port.ts';
import { loadOrCreateKeys } from '../keys.ts';
import { acquireLock } from '../lock.ts';
import { SUPABASE_DIR } from '../paths.ts';
import { removeCluster, runningPostmaster, startCluster } from '../postgres/cluster.ts';
import { backup, restore, type BackupSource, type RestoreReport } from './backup.ts';
import { hostedObjects, localObjects } from './objects.ts';

/** The variables that point `npm run backup` / `restore` at a hosted project instead of the local stack. */
const HOSTED_ENV = ['SUPABASE_DB_URL', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

/** The hosted project the environment names, or undefined for the local stack. */
export function hostedSource(env: NodeJS.ProcessEnv = process.env): BackupSource | undefined {
  if (!HOSTED_ENV.some((name) => env[name])) return undefined;
  const missing = HOSTED_ENV.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`A hosted backup or restore needs ${HOSTED_ENV.join(', ')}; missing: ${missing.join(', ')}.`);
  return { databaseUrl: env.SUPABASE_DB_URL!, objects: hostedObjects(env.SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!) };
}

/** Backs up a local data dir: from its running PostgreSQL while it serves, else from one started on a spare port for it. */
export async function backupLocal(dataDir: string, file: string): Promise<Awaited<ReturnType<typeof backup>>> {
  const clusterDir = path.join(dataDir, 'postgres');
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no database to back up.`);
  const { dbPassword } = await loadOrCreateKeys(dataDir);
  const objects = localObjects(path.join(dataDir, 'storage'));
  const port = runningPostmaster(clusterDir)?.port;
  if (port) return backup({ databaseUrl: `postgres://postgres:${encodeURIComponent(dbPassword)}@127.0.0.1:${port}/postgres`, objects }, file);
  const lock = acquireLock(dataDir);
  try {
    const cluster = await startCluster({ dataDir: clusterDir, port: await freePort(), password: dbPassword });
    try {
      return await backup({ databaseUrl: cluster.url, objects }, file);
    } finally {
      await cluster.stop();
    }
  } finally {
    lock.release();
  }
}

/** Refuses an archive from a release whose migrations this checkout does not have. */
async function checkKnown(version: string, supabaseDir: string): Promise<void> {
  const newest = migrationVersion((await migrationFiles(supabaseDir)).at(-1) ?? '');
  if (version > newest) throw new Error(`The backup was taken at migration ${version}, newer than this checkout's ${newest}: restore it with that release.`);
}

/** Restores into a local data dir that holds no database and no stored files (`force`: deletes what it holds first). */
export async function restoreLocal(file: string, dataDir: string, { force = false, supabaseDir = SUPABASE_DIR } = {}): Promise<RestoreReport> {
  const clusterDir = path.join(dataDir, 'postgres');
  const storageDir = path.join(dataDir, 'storage');
  const lock = acquireLock(dataDir);
  try {
    const occupied = existsSync(path.join(clusterDir, 'PG_VERSION')) || (await readdir(storageDir).catch(() => [])).length > 0;
    if (occupied && !force) throw new Error(`${dataDir} already holds a database or stored files: restore into an empty data dir, or pass --force to replace them.`);
    await removeCluster(clusterDir);
    await rm(storageDir, { recursive: true, force: true });
    const { dbPassword } = await loadOrCreateKeys(dataDir);
    const cluster = await startCluster({ dataDir: clusterDir, port: await freePort(), password: dbPassword });
    const db = await openPgDatabase(cluster.url);
    try {
      return await restore(file, {
        databaseUrl: cluster.url,
        objects: localObjects(storageDir),
        async migrate(version) {
          if (version !== undefined) await checkKnown(version, supabaseDir);
          return (await migrate(db, supabaseDir, { until: version, seed: false })).applied;
        },
      });
    } finally {
      await db.close();
      await cluster.stop();
    }
  } finally {
    lock.release();
  }
}

/**
 * Restores into a hosted project whose schema `supabase db push` has brought at least to the
 * backup's migration; `force` replaces the rows of a project that already has staff or leads.
 */
export async function restoreHosted(file: string, target: BackupSource, { force = false } = {}): Promise<RestoreReport> {
  return withClient(target.databaseUrl, async (client) => {
    const { rows } = await client.query<{ used: boolean }>('select exists (select from auth.users) or exists (select from public.leads) as used');
    if (rows[0]?.used && !force) throw new Error('The project already has staff accounts or leads: restore into an empty project, or pass --force to replace its rows.');
    return await restore(file, {
      ...target,
      async migrate(version) {
        if (version === undefined) return [];
        const { rows: applied } = await client.query('select from supabase_migrations.schema_migrations where version = $1', [version]);
        if (applied.length === 0) throw new Error(`The project lacks migration ${version}: run \`supabase db push\` first.`);
        return [];
      },
    });
  });
}
