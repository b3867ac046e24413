import { openSync, closeSync, ftruncateSync, readFileSync, rmSync, unlinkSync, writeSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  url?: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** The live holder of the data dir, if any; a lock left by a dead process does not count. */
export function readLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) && isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/**
 * PGlite keeps the whole database in one process; a second process on the same files would
 * corrupt it, so the data dir is locked with the holder's PID. Stale locks are taken over.
 */
export function acquireLock(dataDir: string): { setUrl(url: string): void; release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      const write = (info: LockInfo) => {
        ftruncateSync(fd, 0);
        writeSync(fd, JSON.stringify(info), 0);
      };
      write({ pid: process.pid });
      let released = false;
      return {
        setUrl: (url) => write({ pid: process.pid, url }),
        release: () => {
          if (released) return;
          released = true;
          closeSync(fd);
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(dataDir);
      if (holder && holder.pid !== process.pid) {
        throw new Error(
          `Another supabase-local server (PID ${holder.pid}${holder.url ? `, ${holder.url}` : ''}) is using ${dataDir}. Stop it first, or use another data dir.`,
        );
      }
      if (holder) throw new Error(`This process already holds the lock on ${dataDir}.`);
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}
