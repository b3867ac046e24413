import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadOrCreateKeys } from './keys.ts';
import { acquireLock, readLock } from './lock.ts';
import { BACKUPS_DIR, DEFAULT_DATA_DIR, DEFAULT_PORT, REPO_ROOT } from './paths.ts';
import { upsertAdminOverHttp } from './admin-user.ts';
import { removeCluster } from './postgres/cluster.ts';
import { startLocalSupabase, type LocalSupabase } from './start.ts';
import { startScheduledJobs } from './functions/scheduled-jobs.ts';
import { backup as backupFrom, timestampedArchive } from './backup/backup.ts';
import { backupLocal, hostedSource, restoreHosted, restoreLocal } from './backup/targets.ts';

const USAGE = `Usage: supabase-local <command>
  env                                 create keys if needed and write VITE_SUPABASE_* to .env.local
  start                               serve the API on http://127.0.0.1:${DEFAULT_PORT}
  create-admin [email] [password]     create or update an admin user (default admin@vaani.local)
  reset                               delete the local database and stored files (keys are kept)
  backup [archive]                    write the database and stored files to one archive (default backups/vaani-<time>.tar.gz)
  restore <archive> [--force]         restore an archive into an empty data dir (--force: replace what it holds)
  (backup and restore act on the hosted project SUPABASE_DB_URL, SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY name, when set)`;

const DEFAULT_ADMIN = { email: 'admin@vaani.local', password: 'vaani-admin-2026' };
const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR;
const port = Number(process.env.SUPABASE_LOCAL_PORT ?? DEFAULT_PORT);
// A second local stack beside `npm start` (benchmarks) needs its PostgreSQL on another port too.
const dbPort = process.env.SUPABASE_LOCAL_DB_PORT ? Number(process.env.SUPABASE_LOCAL_DB_PORT) : undefined;
const publicUrl = `http://127.0.0.1:${port}`;

/** Replaces or appends the VITE_SUPABASE_* lines the environment does not set, keeping the rest of .env.local. */
async function env(): Promise<void> {
  const keys = await loadOrCreateKeys(dataDir);
  const wanted: Record<string, string> = {};
  if (!process.env.VITE_SUPABASE_URL) wanted.VITE_SUPABASE_URL = publicUrl;
  if (!process.env.VITE_SUPABASE_ANON_KEY) wanted.VITE_SUPABASE_ANON_KEY = keys.anonKey;
  if (Object.keys(wanted).length === 0) {
    console.log('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set in the environment; .env.local left alone.');
    return;
  }
  const file = path.join(REPO_ROOT, '.env.local');
  const existing = await readFile(file, 'utf8').catch(() => '');
  const lines = existing.split('\n').filter((line) => line !== '' && !Object.keys(wanted).some((key) => line.startsWith(`${key}=`)));
  for (const [key, value] of Object.entries(wanted)) lines.push(`${key}=${value}`);
  const next = `${lines.join('\n')}\n`;
  // Rewriting identical content would make every build look stale to `npm start`.
  if (next !== existing) await writeFile(file, next);
  console.log(`${next === existing ? 'Unchanged:' : 'Wrote'} ${Object.keys(wanted).join(', ')} in ${file}`);
}

async function start(): Promise<void> {
  // A first signal stops gracefully, a second forces it; a signal while starting stops what started.
  const running: { server?: LocalSupabase } = {};
  let signalled = 0;
  // npm passes a process group's signal on to its script: a repeat within a second is the same one.
  let firstSignalAt = 0;
  const shutdown = (stack: LocalSupabase, force: boolean) =>
    stack.stop({ force }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  const stop = (signal: NodeJS.Signals | 'parent gone') => {
    if (firstSignalAt > 0 && Date.now() - firstSignalAt <= 1_000) return;
    firstSignalAt ||= Date.now();
    signalled += 1;
    if (!running.server) return;
    const force = signalled > 1;
    console.log(`supabase-local: ${signal}, ${force ? 'stopping at once' : 'stopping (requests in flight finish first)'}`);
    void shutdown(running.server, force);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Under `npm start` (its own process group), a SIGKILL of that command leaves nobody to signal
  // us: stop once it is gone, and never crash on a line written to its closed pipe.
  if (process.env.SUPABASE_LOCAL_STOP_WITH_PARENT === '1') {
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent && signalled === 0) stop('parent gone');
    }, 500).unref();
  }

  const started = Date.now();
  const server = await startLocalSupabase({ dataDir, port, dbPort, fixedMailPorts: true, backupsDir: BACKUPS_DIR });
  running.server = server;
  if (signalled > 0) {
    console.log('supabase-local: signalled while starting, stopping');
    return void shutdown(server, signalled > 1);
  }
  const { applied, seeded } = server.migrations;
  if (server.backup) console.log(`Backed up the data dir before migrating it: ${server.backup}`);
  if (applied.length > 0) console.log(`Applied ${applied.length} migration(s)${seeded ? ' and the seed' : ''}.`);
  console.log(`supabase-local ready at ${server.url} in ${Date.now() - started} ms (data: ${dataDir}; mail: ${server.mailUrl})`);
  startScheduledJobs(server.url, server.serviceKey);
}

async function createAdmin(email: string, password: string): Promise<void> {
  const running = readLock(dataDir);
  if (running?.url) {
    const keys = await loadOrCreateKeys(dataDir);
    await upsertAdminOverHttp(running.url, keys.serviceKey, email, password);
  } else {
    // Nothing serves this data dir: bring it up on a spare port for the one request.
    const server = await startLocalSupabase({ dataDir, port: 0, dbPort });
    try {
      await upsertAdminOverHttp(server.url, server.serviceKey, email, password);
    } finally {
      await server.stop();
    }
  }
  console.log(`Admin ready: ${email}`);
}

async function reset(): Promise<void> {
  const lock = acquireLock(dataDir);
  try {
    await removeCluster(path.join(dataDir, 'postgres'));
    await rm(path.join(dataDir, 'storage'), { recursive: true, force: true });
  } finally {
    lock.release();
  }
  console.log(`Reset ${dataDir}: database and stored files removed; the next start re-applies migrations and the seed.`);
}

/** A path typed by the operator: npm runs scripts from the repository root, INIT_CWD is where they typed it. */
const typedPath = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function backup(file = timestampedArchive(BACKUPS_DIR)): Promise<void> {
  const hosted = hostedSource();
  const manifest = hosted ? await backupFrom(hosted, file) : await backupLocal(dataDir, file);
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  const missing = manifest.objects.missing.length > 0 ? `; ${manifest.objects.missing.length} deleted while copying: ${manifest.objects.missing.join(', ')}` : '';
  console.log(`Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables (migration ${manifest.migrationVersion}) and ${manifest.objects.count} stored objects (${manifest.objects.bytes} bytes)${missing} to ${file}`);
}

async function restore(file: string | undefined, force: boolean): Promise<void> {
  if (!file) throw new Error('name the archive to restore: restore <archive> [--force]');
  const hosted = hostedSource();
  const report = hosted ? await restoreHosted(file, hosted, { force }) : await restoreLocal(file, dataDir, { force });
  if (report.applied.length > 0) console.log(`Applied ${report.applied.length} migration(s) newer than the backup: ${report.applied.join(', ')}`);
  const width = Math.max(...report.counts.map((count) => count.table.length));
  console.log(`${'table'.padEnd(width)}  archive  restored`);
  for (const count of report.counts) {
    console.log(`${count.table.padEnd(width)}  ${String(count.archived).padStart(7)}  ${String(count.restored).padStart(8)}${count.restored < count.archived ? '  FEWER' : ''}`);
  }
  console.log(`Restored ${file} (taken ${report.manifest.snapshotAt}) into ${hosted ? 'the hosted project' : dataDir}, with ${report.manifest.objects.count} stored objects.`);
  if (report.counts.some((count) => count.restored < count.archived)) process.exitCode = 1;
}

const [command, ...args] = process.argv.slice(2);
const positional = args.filter((arg) => !arg.startsWith('--'));
const commands: Record<string, () => Promise<void>> = {
  env,
  start,
  'create-admin': () => createAdmin(args[0] ?? DEFAULT_ADMIN.email, args[1] ?? DEFAULT_ADMIN.password),
  reset,
  backup: () => backup(positional[0] ? typedPath(positional[0]) : undefined),
  restore: () => restore(positional[0] ? typedPath(positional[0]) : undefined, args.includes('--force')),
};
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(command ? 1 : 0);
}
run().catch((error: unknown) => {
  console.error(`supabase-local ${command}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
