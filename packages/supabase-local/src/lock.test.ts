import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, lockPath, readLock } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data dir lock', () => {
  it('records the PID and URL, and releases', () => {
    const dir = tempDir();
    const lock = acquireLock(dir);
    lock.setUrl('http://127.0.0.1:54321');
    expect(readLock(dir)).toEqual({ pid: process.pid, url: 'http://127.0.0.1:54321' });
    lock.release();
    expect(readLock(dir)).toBeNull();
  });

  it('refuses a second holder while the first is alive', () => {
    const dir = tempDir();
    writeFileSync(lockPath(dir), JSON.stringify({ pid: process.ppid, url: 'http://127.0.0.1:1' }));
    expect(() => acquireLock(dir)).toThrow(/Another supabase-local server \(PID \d+, http:\/\/127\.0\.0\.1:1\) is using/);
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    writeFileSync(lockPath(dir), JSON.stringify({ pid: 2 ** 22 + 12345 }));
    const lock = acquireLock(dir);
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8'))).toEqual({ pid: process.pid });
    lock.release();
  });
});
