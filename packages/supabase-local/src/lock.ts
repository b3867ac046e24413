import { createHash, randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  url?: string;
  /** Tells two holders with the same PID apart (a container restarts with the same PID). */
  token?: string;
}

/** Tokens of the locks this process holds, so a stale lock left under our own PID is not ours. */
const heldTokens = new Set<string>();

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

/** Whether `pid` still takes signals; a zombie does too (see isAlive). */
export function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// A killed child stays a zombie until its parent reaps it; it holds nothing any more.
export const isAlive = (pid: number) => signalable(pid) && !isZombie(pid);

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

export function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function parse(text: string | null): LockInfo | null {
  try {
    const info = text === null ? null : (JSON.parse(text) as LockInfo);
    return info && Number.isInteger(info.pid) ? info : null;
  } catch {
    return null;
  }
}

function isLive(info: LockInfo | null): info is LockInfo {
  if (!info || !isAlive(info.pid)) return false;
  return info.pid !== process.pid || (info.token !== undefined && heldTokens.has(info.token));
}

/** The live holder of the data dir, if any; a lock left by a dead process does not count. */
export function readLock(dataDir: string): LockInfo | null {
  const info = parse(readText(lockPath(dataDir)));
  return isLive(info) ? info : null;
}

/** Writes `text` under a private name first, so nobody ever reads a half-written lock. */
function writePrivate(file: string, token: string, text: string): string {
  const temp = `${file}.${token}.tmp`;
  writeFileSync(temp, text, { mode: 0o644 });
  return temp;
}

/**
 * Removes the stale lock whose exact text is `stale`. Only the process creating the marker named
 * after that text may, checking the text again: two servers judging it stale never both take it.
 */
function takeOver(file: string, stale: string): void {
  const marker = `${file}.takeover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
  try {
    closeSync(openSync(marker, 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process is replacing this very lock right now; look again shortly.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    return;
  }
  try {
    if (readText(file) === stale) unlinkSync(file);
  } finally {
    rmSync(marker, { force: true });
  }
}

/**
 * One server per data dir: a second one on the same files would break it. The lock is created
 * with link(2), so it appears whole and only once; one whose holder died is taken over at once.
 */
export function acquireLock(dataDir: string): { setUrl(url: string): void; release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const token = randomBytes(12).toString('hex');
  const temp = writePrivate(file, token, JSON.stringify({ pid: process.pid, token }));
  try {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      try {
        linkSync(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const text = readText(file);
        if (text === null) continue;
        const holder = parse(text);
        if (isLive(holder)) {
          if (holder.pid === process.pid) throw new Error(`This process already holds the lock on ${dataDir}.`);
          throw new Error(
            `Another supabase-local server (PID ${holder.pid}${holder.url ? `, ${holder.url}` : ''}) is using ${dataDir}. Stop it first, or use another data dir.`,
          );
        }
        takeOver(file, text);
        continue;
      }
      heldTokens.add(token);
      let released = false;
      return {
        setUrl: (url) => renameSync(writePrivate(file, token, JSON.stringify({ pid: process.pid, token, url })), file),
        release: () => {
          if (released) return;
          released = true;
          heldTokens.delete(token);
          if (parse(readText(file))?.token === token) rmSync(file, { force: true });
        },
      };
    }
    throw new Error(`Could not lock ${dataDir}: if a start was killed while taking over a stale lock, delete ${file}.takeover-*.`);
  } finally {
    rmSync(temp, { force: true });
  }
}
