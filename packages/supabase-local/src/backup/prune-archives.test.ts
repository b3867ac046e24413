import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { pruneArchives, timestampedArchive } from './backup.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vaani-prune-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('keeps the newest archives by their time-stamped names, and nothing else is touched', async () => {
  const names = [1, 2, 3, 4, 5].map((day) => path.basename(timestampedArchive(dir, new Date(Date.UTC(2026, 10, day, 3)))));
  for (const name of [...names, 'notes.txt']) writeFileSync(path.join(dir, name), '');
  await pruneArchives(dir, 3);
  expect(readdirSync(dir).sort()).toEqual(['notes.txt', ...names.slice(2)].sort());
});
