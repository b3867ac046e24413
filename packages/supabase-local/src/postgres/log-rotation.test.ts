import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { LOG_CAP_BYTES, rotateLog } from './cluster.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vaani-log-'));
const log = path.join(dir, 'postgres.log');
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('sets a log past its cap aside, replacing the one before, and leaves a small one alone', () => {
  writeFileSync(log, 'small');
  rotateLog(log);
  expect(readFileSync(log, 'utf8')).toBe('small');
  writeFileSync(`${log}.1`, 'oldest');
  writeFileSync(log, Buffer.alloc(LOG_CAP_BYTES + 1, 'x'));
  rotateLog(log);
  expect(existsSync(log)).toBe(false);
  expect(readFileSync(`${log}.1`).length).toBe(LOG_CAP_BYTES + 1);
});
