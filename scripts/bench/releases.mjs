// Releases (issue 36), over the local stack (npm start's, started here when not running): a page
// server of its own (`npm run serve`, port 5171, over a releases folder of its own). Each cycle
// ships a new marketing release, as a team would (the pricing page's title says which), promotes
// it and rolls back. Budgets: a promote seen by a new visitor (a plain request every 100 ms) within
// 5 s, median of the first 5; the page server's memory (RSS) after 50 cycles at most 1.25× its
// memory after the first.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { localEnvValue } from '../local-env.mjs';
import { builtRelease, deriveRelease } from './support/derived-release.mjs';
import { ensureStack, SERVE_ARGS } from './support/site.mjs';

const PORT = 5171;
const PAGE = `http://localhost:${PORT}/pricing`;
const TITLE = 'Simple Pricing That Grows With You';
const SEEN_RUNS = 5;
const SEEN_BUDGET_MS = 5000;
const CYCLES = 50;
const MEMORY_BUDGET = 1.25;
const GIVE_UP_MS = 30_000;

const releasesDir = mkdtempSync(path.join(tmpdir(), 'vaani-bench-releases-'));
const env = { ...process.env, RELEASES_DIR: releasesDir };
const cli = (...args) => execFileSync(process.execPath, ['scripts/release.mjs', ...args], { env, stdio: 'pipe' });
cli('release', 'marketing', '--local');
const built = builtRelease(releasesDir, 'marketing');
cli('promote', 'marketing', built);

const stack = await ensureStack();

const server = spawn(process.execPath, SERVE_ARGS, {
  env: { ...env, PORT: String(PORT), VITE_SUPABASE_URL: localEnvValue('VITE_SUPABASE_URL') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]);

/** Changes the live release and answers how long until a new visitor's served page shows `title`. */
async function timeUntilSeen(command, title) {
  cli(...command);
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(PAGE)).text();
    if (html.includes(`>${title}<`)) return performance.now() - started;
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`a new visitor did not get "${title}" within ${GIVE_UP_MS / 1000} s`);
    await sleep(100);
  }
}

try {
  for (let waited = 0; !(await fetch(`http://localhost:${PORT}/healthz`).catch(() => null))?.ok; waited += 200) {
    if (waited > 60_000) throw new Error('the page server did not start within 60 s');
    await sleep(200);
  }
  /** Release `n` promoted, then rolled back: answers how long until its promote was seen. */
  const cycle = async (n) => {
    const version = `be0c${String(n).padStart(8, '0')}`;
    const title = `Simple Pricing, Release ${n}`;
    deriveRelease({ releasesDir, remote: 'marketing', from: built, version, edit: (code) => code.replaceAll(TITLE, title) });
    const seenMs = await timeUntilSeen(['promote', 'marketing', version], title);
    await timeUntilSeen(['rollback', 'marketing'], TITLE);
    return seenMs;
  };
  const seen = [await cycle(1)];
  const first = rssKb();
  for (let n = 2; n <= CYCLES; n += 1) seen.push(await cycle(n));
  const last = rssKb();
  seen.length = SEEN_RUNS;

  const median = [...seen].sort((a, b) => a - b)[Math.floor(SEEN_RUNS / 2)];
  const seenOk = median <= SEEN_BUDGET_MS;
  const memoryOk = last <= first * MEMORY_BUDGET;
  console.log(`A promote seen by a new visitor in the served HTML (${SEEN_RUNS} promotes: ${seen.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')})
  ${seenOk ? '✔' : '✖'} median ${(median / 1000).toFixed(2)} s (budget ≤ ${SEEN_BUDGET_MS / 1000} s)
Page server memory (RSS) after ${CYCLES} promote/rollback cycles: ${(first / 1024).toFixed(1)} MB after the first, ${(last / 1024).toFixed(1)} MB after the last
  ${memoryOk ? '✔' : '✖'} ${(last / first).toFixed(2)}× (budget ≤ ${MEMORY_BUDGET}×)`);
  if (!seenOk || !memoryOk) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  rmSync(releasesDir, { recursive: true, force: true });
  for (const started of stack) await started.close();
}
