import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createMailLimiter, createSignInLimiter } from './auth/limiters.ts';
import { createSmtpMailer } from './auth/mailer.ts';
import { createPasswords } from './auth/passwords.ts';
import { readProjectConfig } from './config.ts';
import { backupBeforeMigrating } from './backup/backup.ts';
import { migrate } from './db/migrate.ts';
import { createScratchDatabase, openPgDatabase, withClient } from './db/database.ts';
import { functionsEnvironment } from './functions/handle-function.ts';
import { freePort } from './free-port.ts';
import { serveApi } from './http/server.ts';
import { generateKeys, loadOrCreateKeys } from './keys.ts';
import { startLeftoverWatcher } from './leftover-watcher.ts';
import { acquireLock } from './lock.ts';
import { startMailCatcher } from './mail/mail-catcher.ts';
import { DEFAULT_PORT, SUPABASE_DIR } from './paths.ts';
import { startCluster } from './postgres/cluster.ts';
import { startPostgrest } from './postgres/postgrest.ts';

// Hosted Auth counts sign-ins per address in five-minute windows; per email, failures from any
// address count, so a slow guesser spread over many addresses is stopped as well.
const SIGN_IN_WINDOW_S = 300;
const FAILED_SIGN_INS_PER_EMAIL = 10;

export interface LocalSupabaseOptions {
  /** Database cluster, storage and keys; omitted, all is throwaway (a scratch database given a database URL). */
  dataDir?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The local PostgreSQL's port for a persistent data dir; config.toml's db.port by default. */
  dbPort?: number;
  /** A PostgreSQL to use instead of a cluster of our own (the test run's one); DATABASE_URL by default. */
  databaseUrl?: string;
  /** The folder holding config.toml, migrations/, seed.sql and functions/. */
  supabaseDir?: string;
  /**
   * The mail catcher on config.toml's inbucket ports, moved as far as `port` is from the default so
   * a second stack brings its own; otherwise on free ports, so tests each read their own mail.
   */
  fixedMailPorts?: boolean;
  /** Where to back up a persistent data dir that has rows before migrations are applied to it. */
  backupsDir?: string;
}

export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceKey: string;
  /** The mail catcher's web view; GET /api/messages lists what the auth sent, newest first. */
  mailUrl: string;
  /** The superuser URL of the database this server uses. */
  databaseUrl: string;
  migrations: Awaited<ReturnType<typeof migrate>>;
  /** The archive taken before applying `migrations` (see `backupsDir`). */
  backup?: string;
  /**
   * Stops everything it started, newest first; requests in flight get STOP_GRACE_MS. `force` (a
   * second signal) stops all at once: what was acknowledged is already durable.
   */
  stop(options?: { force?: boolean }): Promise<void>;
}

const STOP_GRACE_MS = 5_000;

/** PostgREST logs in as authenticator with the cluster's own password (set here, idempotently). */
async function authenticatorUrl(superuserUrl: string): Promise<string> {
  const url = new URL(superuserUrl);
  const password = decodeURIComponent(url.password);
  await withClient(superuserUrl, (client) => client.query(`alter role authenticator with password ${client.escapeLiteral(password)}`));
  url.username = 'authenticator';
  return url.toString();
}

/**
 * PostgreSQL (embedded, or the given one) with the project's migrations and seed, PostgREST for
 * /rest/v1, and the gateway on 127.0.0.1 serving auth, storage and functions. Resolves once it answers.
 */
export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const ephemeral = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'supabase-local-')));
  const supabaseDir = options.supabaseDir ?? SUPABASE_DIR;
  const givenDatabaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const lock = acquireLock(dataDir);
  // Stopped last: only once PostgreSQL and PostgREST are down is the watcher told to leave them.
  const leftovers = startLeftoverWatcher();
  const cleanups: ((force: boolean) => Promise<unknown> | void)[] = [() => lock.release(), () => leftovers.release()];
  if (ephemeral) cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const cleanup = async ({ force = false } = {}) => {
    // Newest first, and each step once even when stop() is called twice.
    for (let step = cleanups.pop(); step; step = cleanups.pop()) await step(force);
  };

  try {
    const keys = ephemeral ? await generateKeys() : await loadOrCreateKeys(dataDir);
    const config = await readProjectConfig(supabaseDir);
    let databaseUrl: string;
    if (givenDatabaseUrl) {
      databaseUrl = givenDatabaseUrl;
      if (ephemeral) {
        const scratch = await createScratchDatabase(givenDatabaseUrl);
        cleanups.push(() => scratch.drop());
        databaseUrl = scratch.url;
      }
    } else {
      const cluster = await startCluster({
        dataDir: path.join(dataDir, 'postgres'),
        port: ephemeral ? await freePort() : (options.dbPort ?? config.dbPort),
        password: keys.dbPassword,
        throwaway: ephemeral,
      });
      leftovers.watch(cluster.pid, 'SIGINT');
      cleanups.push((force) => cluster.stop(force ? 'immediate' : 'fast'));
      databaseUrl = cluster.url;
    }

    const db = await openPgDatabase(databaseUrl);
    cleanups.push(() => db.close());
    const backup = options.backupsDir && !ephemeral ? await backupBeforeMigrating(databaseUrl, dataDir, supabaseDir, options.backupsDir) : undefined;
    const migrations = await migrate(db, supabaseDir);

    const postgrest = await startPostgrest({
      dbUrl: await authenticatorUrl(databaseUrl),
      jwtSecret: keys.jwtSecret,
      schemas: config.schemas,
      extraSearchPath: config.extraSearchPath,
      maxRows: config.maxRows,
      // Unix socket paths are short (108 bytes), so not under a deep data dir.
      socketPath: path.join(os.tmpdir(), `vaani-postgrest-${randomBytes(6).toString('hex')}.sock`),
      pidFile: path.join(dataDir, 'postgrest.pid'),
    });
    leftovers.watch(postgrest.pid, 'SIGTERM');
    cleanups.push((force) => postgrest.stop(force));

    const shift = (options.port ?? 0) - DEFAULT_PORT;
    const catcher = await startMailCatcher(
      options.fixedMailPorts && options.port ? { smtpPort: config.mailSmtpPort + shift, webPort: config.mailWebPort + shift } : {},
    );
    cleanups.push(() => catcher.stop());

    const passwords = createPasswords();
    cleanups.push(() => passwords.close());
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    cleanups.push(
      (force) =>
        new Promise<void>((resolve) => {
          // Keep-alive connections go once idle; requests in flight finish, up to STOP_GRACE_MS.
          const sweep = setInterval(() => server.closeIdleConnections(), 100);
          const grace = setTimeout(() => server.closeAllConnections(), force ? 0 : STOP_GRACE_MS);
          server.close(() => {
            clearInterval(sweep);
            clearTimeout(grace);
            resolve();
          });
          server.closeIdleConnections();
        }),
    );
    // Answering from here on: the URL, part of what auth and the functions say, is known now.
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    serveApi(server, {
      db,
      restSocket: postgrest.socketPath,
      secret: new TextEncoder().encode(keys.jwtSecret),
      storageRoot: path.join(dataDir, 'storage'),
      functions: {
        functionsDir: path.join(supabaseDir, 'functions'),
        env: functionsEnvironment({ SUPABASE_URL: url, SUPABASE_ANON_KEY: keys.anonKey, SUPABASE_SERVICE_ROLE_KEY: keys.serviceKey }),
        publicUrl: url,
      },
      issuer: `${url}/auth/v1`,
      passwords,
      signIns: createSignInLimiter({ perAddress: config.signInsPerAddress, perEmail: FAILED_SIGN_INS_PER_EMAIL, windowSeconds: SIGN_IN_WINDOW_S }),
      refreshTokenReuseSeconds: config.refreshTokenReuseSeconds,
      sessionInactivitySeconds: config.sessionInactivitySeconds,
      mailer: createSmtpMailer({ host: '127.0.0.1', port: catcher.smtpPort, templates: config.mailTemplates }),
      // SUPABASE_LOCAL_EMAIL_MAX_FREQUENCY (seconds): the browser suites resend mail within seconds.
      mailLimits: createMailLimiter({
        perAddressPerHour: config.mailPerAddressPerHour,
        perEmailSeconds: Number(process.env.SUPABASE_LOCAL_EMAIL_MAX_FREQUENCY) || config.mailPerEmailSeconds,
      }),
      siteUrl: config.siteUrl,
      redirectUrls: config.redirectUrls,
      otpExpirySeconds: config.otpExpirySeconds,
    });
    lock.setUrl(url);
    return { url, anonKey: keys.anonKey, serviceKey: keys.serviceKey, mailUrl: catcher.webUrl, databaseUrl, migrations, backup, stop: cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
