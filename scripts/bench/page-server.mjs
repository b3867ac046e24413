// The production page server (`npm run serve`, with its 128 MB heap) under requests for made-up
// case-study slugs, against the running site's remotes and database (`npm start`). Budget of
// issue 19: resident memory ≤ 200 MB after 10,000 requests for distinct unknown slugs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { supabaseUrl } from '../local-env.mjs';

const PORT = 5199;
const REQUESTS = 10_000;
const CONCURRENCY = 8;
const BUDGET_MB = 200;
const base = `http://localhost:${PORT}`;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const server = spawn(process.execPath, ['--max-old-space-size=128', 'host/server/serve.mjs'], {
  env: { ...process.env, PORT: String(PORT), VITE_SUPABASE_URL: supabaseUrl() ?? '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let tries = 0; ; tries += 1) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break;
    if (tries > 100) throw new Error('page server did not answer /healthz within 10 s');
    await sleep(100);
  }
  await fetch(`${base}/`);
  const before = rssMb(server.pid);
  let sent = 0;
  const statuses = new Map();
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        sent += 1;
        // Long, distinct and unknown: each one a render and a lookup that finds no row.
        const response = await fetch(`${base}/case-studies/x${randomBytes(700).toString('hex')}`);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const after = rssMb(server.pid);
  const ok = after <= BUDGET_MB;
  console.log(`Page server, ${REQUESTS} requests for distinct unknown case-study slugs (${((Date.now() - started) / 1000).toFixed(0)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))})
  ${ok ? '✔' : '✖'} resident memory ${before.toFixed(0)} MB → ${after.toFixed(0)} MB (budget ≤ ${BUDGET_MB} MB)`);
  if (!ok) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
