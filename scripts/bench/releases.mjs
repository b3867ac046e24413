// Releases (issue 36), on a page server and releases folder of its own: each cycle ships a new
// marketing release, promotes it and rolls back. Budgets: a promote seen by a new visitor within
// 5 s, median of the first 5; the server's RSS after 50 cycles at most 1.25× that after the first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtRelease, deriveRelease } from './support/derived-release.mjs';
import { mark, median, rssMb } from './support/figures.mjs';
import { ensureStack, startServe, timeUntilServed } from './support/site.mjs';

const PORT = 5171;
const PAGE = `http://localhost:${PORT}/pricing`;
const TITLE = 'Simple Pricing That Grows With You';
const SEEN_RUNS = 5;
const SEEN_BUDGET_MS = 5000;
const CYCLES = 50;
const MEMORY_BUDGET = 1.25;
const GIVE_UP_MS = 30_000;

const releasesDir = mkdtempSync(path.join(tmpdir(), 'vaani-bench-releases-'));
const cli = (...args) => execFileSync(process.execPath, ['scripts/release.mjs', ...args], { env: { ...process.env, RELEASES_DIR: releasesDir }, stdio: 'pipe' });
cli('release', 'marketing', '--local');
const built = builtRelease(releasesDir, 'marketing');
cli('promote', 'marketing', built);

const stopSite = await ensureStack();
let server;

try {
  server = await startServe(PORT, { RELEASES_DIR: releasesDir });
  /** Release `n` promoted, then rolled back: answers how long until its promote was seen. */
  const cycle = async (n) => {
    const version = `be0c${String(n).padStart(8, '0')}`;
    const title = `Simple Pricing, Release ${n}`;
    deriveRelease({ releasesDir, remote: 'marketing', from: built, version, edit: (code) => code.replaceAll(TITLE, title) });
    cli('promote', 'marketing', version);
    const seenMs = await timeUntilServed(PAGE, `>${title}<`, GIVE_UP_MS);
    cli('rollback', 'marketing');
    await timeUntilServed(PAGE, `>${TITLE}<`, GIVE_UP_MS);
    return seenMs;
  };
  const seen = [await cycle(1)];
  const first = rssMb(server.pid);
  for (let n = 2; n <= CYCLES; n += 1) seen.push(await cycle(n));
  const last = rssMb(server.pid);
  seen.length = SEEN_RUNS;

  const seenMs = median(seen);
  console.log(`A promote seen by a new visitor in the served HTML (${SEEN_RUNS} promotes: ${seen.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')})
  ${mark(seenMs <= SEEN_BUDGET_MS)} median ${(seenMs / 1000).toFixed(2)} s (budget ≤ ${SEEN_BUDGET_MS / 1000} s)
Page server memory (RSS) after ${CYCLES} promote/rollback cycles: ${first.toFixed(1)} MB after the first, ${last.toFixed(1)} MB after the last
  ${mark(last <= first * MEMORY_BUDGET)} ${(last / first).toFixed(2)}× (budget ≤ ${MEMORY_BUDGET}×)`);
} finally {
  server?.stop();
  rmSync(releasesDir, { recursive: true, force: true });
  await stopSite();
}
