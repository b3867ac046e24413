import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, lockPath, readLock } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
};
const DEAD_PID = 2 ** 22 + 12345;
const LOCK_MODULE = fileURLToPath(new URL('./lock.ts', import.meta.url));

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A contender process: at each agreed instant it tries to lock the next directory, reports
 * "won"/"lost" on stdout, and keeps every lock it won until its stdin closes.
 */
const CONTENDER = `
  import { acquireLock } from ${JSON.stringify(LOCK_MODULE)};
  const [dirs, startAt, gap] = JSON.parse(process.argv.at(-1));
  const results = [];
  for (const [i, dir] of dirs.entries()) {
    while (Date.now() < startAt + i * gap) {}
    try { acquireLock(dir); results.push('won'); } catch { results.push('lost'); }
  }
  process.stdout.write(JSON.stringify(results));
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
`;

function contend(dirsToLock: string[], startAt: number, gap: number): { results: Promise<string[]>; stop(): void } {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CONTENDER, JSON.stringify([dirsToLock, startAt, gap])], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const results = new Promise<string[]>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      try {
        resolve(JSON.parse(out) as string[]);
      } catch {
        // Not all of it yet.
      }
    });
    child.once('exit', (code) => reject(new Error(`contender exited with ${code}`)));
  });
  return { results, stop: () => child.stdin.end() };
}

describe('data dir lock', () => {
  it('records the PID and URL, and releases', () => {
    const dir = tempDir();
    const lock = acquireLock(dir);
    lock.setUrl('http://127.0.0.1:54321');
    expect(readLock(dir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:54321' });
    lock.release();
    expect(readLock(dir)).toBeNull();
  });

  it('refuses a second holder while the first is alive', () => {
    const dir = tempDir();
    writeFileSync(lockPath(dir), JSON.stringify({ pid: process.ppid, url: 'http://127.0.0.1:1' }));
    expect(() => acquireLock(dir)).toThrow(/Another supabase-local server \(PID \d+, http:\/\/127\.0\.0\.1:1\) is using/);
  });

  it('refuses a second lock in the same process', () => {
    const dir = tempDir();
    const lock = acquireLock(dir);
    expect(() => acquireLock(dir)).toThrow(/already holds the lock/);
    lock.release();
  });

  it('takes over a stale lock left by a dead process, or by an earlier process with our PID', () => {
    const dir = tempDir();
    writeFileSync(lockPath(dir), JSON.stringify({ pid: DEAD_PID }));
    acquireLock(dir).release();
    writeFileSync(lockPath(dir), JSON.stringify({ pid: process.pid, token: 'from-a-previous-container-run' }));
    const lock = acquireLock(dir);
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('lets exactly one of several servers started at the same moment take over a stale lock', async () => {
    const trials = Array.from({ length: 40 }, () => {
      const dir = tempDir();
      writeFileSync(lockPath(dir), JSON.stringify({ pid: DEAD_PID }));
      return dir;
    });
    // Far enough ahead for every contender to have started and be spinning at the first instant.
    const startAt = Date.now() + 4000;
    const contenders = Array.from({ length: 4 }, () => contend(trials, startAt, 20));
    try {
      const results = await Promise.all(contenders.map((c) => c.results));
      const winners = trials.map((_, i) => results.filter((r) => r[i] === 'won').length);
      expect(winners).toEqual(trials.map(() => 1));
    } finally {
      for (const contender of contenders) contender.stop();
    }
  }, 30_000);

  it('starts at once after the previous holder was killed with SIGKILL', async () => {
    const dir = tempDir();
    const holder = contend([dir], Date.now(), 0);
    expect(await holder.results).toEqual(['won']);
    expect(() => acquireLock(dir)).toThrow(/Another supabase-local server/);
    const pid = readLock(dir)?.pid ?? 0;
    process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lock = acquireLock(dir);
    expect(readLock(dir)?.pid).toBe(process.pid);
    lock.release();
  });
});
