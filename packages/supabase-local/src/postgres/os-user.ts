import { execFileSync } from 'node:child_process';

export interface OsUser {
  uid: number;
  gid: number;
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
 * initdb and postgres refuse to run as root. Run as root (a container, CI), the cluster belongs
 * to the unprivileged `postgres` user, created here as a system account without a home or shell
 * when the machine has none; as anyone else it simply runs as the current user (undefined).
 */
export function serverOsUser(): OsUser | undefined {
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
