import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPasswords } from './auth/passwords.ts';
import { createSignInLimiter } from './auth/sign-in-limiter.ts';
import { readProjectConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate, type MigrationReport } from './db/migrate.ts';
import { createScratchDatabase, openPgDatabase } from './db/pg-database.ts';
import { openPgliteDatabase } from './db/pglite-database.ts';
import { functionsEnvironment } from './functions/handle-function.ts';
import { createApiServer } from './http/server.ts';
import { generateKeys, loadOrCreateKeys } from './keys.ts';
import { acquireLock } from './lock.ts';
import { SUPABASE_DIR } from './paths.ts';
import { loadCatalog } from './rest/catalog.ts';

// Hosted Auth counts sign-ins per address in five-minute windows; per email, failures from any
// address count, so a slow guesser spread over many addresses is stopped as well.
const SIGN_IN_WINDOW_S = 300;
const FAILED_SIGN_INS_PER_EMAIL = 10;

export interface LocalSupabaseOptions {
  /**
   * Persistent data dir (database, storage, keys). Omitted: everything is throwaway — a temp dir,
   * and an in-memory database or, on a real Postgres, a scratch database dropped at stop().
   */
  dataDir?: string;
  /** 0 picks a free port. */
  port?: number;
  /** A real Postgres instead of PGlite; defaults to the DATABASE_URL environment variable. */
  databaseUrl?: string;
  /** The folder holding migrations/, seed.sql and functions/. */
  supabaseDir?: string;
}

export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceKey: string;
  jwtSecret: string;
  migrations: MigrationReport;
  stop(): Promise<void>;
}

async function openDatabase(databaseUrl: string | undefined, dataDir: string | undefined): Promise<Database> {
  if (databaseUrl) return openPgDatabase(databaseUrl);
  return openPgliteDatabase(dataDir ? path.join(dataDir, 'pgdata') : undefined);
}

/** Starts the Supabase-compatible API on 127.0.0.1 and resolves once it answers requests. */
export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const ephemeral = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'supabase-local-')));
  const supabaseDir = options.supabaseDir ?? SUPABASE_DIR;
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const lock = acquireLock(dataDir);
  const cleanups: (() => Promise<unknown> | void)[] = [() => lock.release()];
  if (ephemeral) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const cleanup = async () => {
    // Newest first, and each step once even when stop() is called twice.
    for (let step = cleanups.pop(); step; step = cleanups.pop()) await step();
  };

  try {
    const keys = ephemeral ? await generateKeys() : await loadOrCreateKeys(dataDir);
    let serverDatabaseUrl = databaseUrl;
    if (databaseUrl && ephemeral) {
      const scratch = await createScratchDatabase(databaseUrl);
      cleanups.push(() => scratch.drop());
      serverDatabaseUrl = scratch.url;
    }
    const db = await openDatabase(serverDatabaseUrl, ephemeral ? undefined : dataDir);
    cleanups.push(() => db.close());
    const migrations = await migrate(db, supabaseDir);
    const catalog = await loadCatalog(db);
    const config = await readProjectConfig(supabaseDir);
    const passwords = createPasswords();
    cleanups.push(() => passwords.close());
    let url = '';
    let functionsEnv = functionsEnvironment({});
    const server = createApiServer({
      db,
      catalog,
      secret: new TextEncoder().encode(keys.jwtSecret),
      storageRoot: path.join(dataDir, 'storage'),
      functionsDir: path.join(supabaseDir, 'functions'),
      functionsEnv: () => functionsEnv,
      publicUrl: () => url,
      passwords,
      signIns: createSignInLimiter({ perAddress: config.signInsPerAddress, perEmail: FAILED_SIGN_INS_PER_EMAIL, windowSeconds: SIGN_IN_WINDOW_S }),
      refreshTokenReuseSeconds: config.refreshTokenReuseSeconds,
      sessionInactivitySeconds: config.sessionInactivitySeconds,
      maxRows: config.maxRows,
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    functionsEnv = functionsEnvironment({ SUPABASE_URL: url, SUPABASE_ANON_KEY: keys.anonKey, SUPABASE_SERVICE_ROLE_KEY: keys.serviceKey });
    lock.setUrl(url);
    return { url, anonKey: keys.anonKey, serviceKey: keys.serviceKey, jwtSecret: keys.jwtSecret, migrations, stop: cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
