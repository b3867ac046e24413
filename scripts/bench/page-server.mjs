// The production page server, against the running site's remotes and database (`npm start`):
// - `npm run serve` (its 128 MB heap) under requests for made-up case-study slugs. Budget of
//   issue 19: resident memory ≤ 200 MB after 10,000 requests for distinct unknown slugs.
// - What its JSON request logs and metrics cost (issue 37): the cached home page (gzip, as browsers
//   ask), 50 requests at a time, from `npm run serve` (a line per request written to stdout,
//   /metrics on) and from the same page server without either, each in a process of its own, in
//   alternating rounds of the same run. Budget: ≤ 5% of throughput, judged by the server's CPU time
//   per page (what a saturated server's pages a second are the inverse of): on a shared machine
//   pages a second also measure the client and the neighbours, and are printed for reference.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { RENDERED_REMOTES_ID } from '@vaani/remotes';
import { startPageServer } from '../../host/server/page-server.mjs';
import { supabaseUrl } from '../local-env.mjs';

const PORT = 5199;
const THROUGHPUT_CONCURRENCY = 50;
const ROUND_MS = 4000;
const ROUNDS = 5;
const COST_BUDGET = 0.05;
const REQUESTS = 10_000;
const CONCURRENCY = 8;
const BUDGET_MB = 200;
const base = `http://localhost:${PORT}`;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function memoryUnderUnknownSlugs() {
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
}

/** CPU time a process has used, in ms (/proc/<pid>/stat: user and system, in clock ticks of 10 ms). */
const cpuMs = (pid) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ')
    .slice(11, 13)
    .reduce((sum, ticks) => sum + Number(ticks) * 10, 0);

/** Starts a page server in a process of its own on `port`; answers its URL, its pid and how to stop it. */
async function pageServerProcess(args, port, env = {}) {
  // Its log lines go where a container's stdout would: written, and read by nobody here.
  const child = spawn(process.execPath, args, { env: { ...process.env, VITE_SUPABASE_URL: supabaseUrl() ?? '', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://localhost:${port}/`;
  for (let tries = 0; !(await fetch(`${url}healthz`).catch(() => null))?.ok; tries += 1) {
    if (tries > 100) throw new Error(`${args.join(' ')} did not answer /healthz within 10 s`);
    await sleep(100);
  }
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/**
 * Pages a second served by `url` for ROUND_MS, THROUGHPUT_CONCURRENCY requests at a time over
 * kept-alive connections, and the CPU time its server (`pid`) spent per page, in µs.
 */
async function serve({ url, pid }) {
  const cpuBefore = cpuMs(pid);
  const agent = new Agent({ keepAlive: true, maxSockets: THROUGHPUT_CONCURRENCY });
  const fetchOnce = () =>
    new Promise((resolve, reject) => {
      get(url, { agent, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        response.resume().once('end', resolve);
      }).once('error', reject);
    });
  let served = 0;
  const until = Date.now() + ROUND_MS;
  await Promise.all(
    Array.from({ length: THROUGHPUT_CONCURRENCY }, async () => {
      while (Date.now() < until) {
        await fetchOnce();
        served += 1;
      }
    }),
  );
  agent.destroy();
  return { rate: served / (ROUND_MS / 1000), cpuPerPage: ((cpuMs(pid) - cpuBefore) / served) * 1000 };
}

async function observabilityCost() {
  const servers = {
    plain: await pageServerProcess([process.argv[1], `--plain=${PORT + 1}`], PORT + 1),
    observed: await pageServerProcess(['host/server/serve.mjs'], PORT + 2, { PORT: String(PORT + 2), METRICS_TOKEN: 'bench' }),
  };
  try {
    const rounds = { plain: [], observed: [] };
    // The home page rendered once, then served from each server's page cache.
    for (const server of Object.values(servers)) {
      const html = await (await fetch(server.url)).text();
      if (!html.includes(`id="${RENDERED_REMOTES_ID}"`)) throw new Error(`${server.url} was not rendered on the server: is the site running (npm start)?`);
      await serve(server);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const kind of round % 2 ? ['observed', 'plain'] : ['plain', 'observed']) rounds[kind].push(await serve(servers[kind]));
    }
    const median = (kind, key) => rounds[kind].map((one) => one[key]).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
    const cost = median('observed', 'cpuPerPage') / median('plain', 'cpuPerPage') - 1;
    const ok = cost <= COST_BUDGET;
    console.log(`Cached home page, ${THROUGHPUT_CONCURRENCY} at a time, median of ${ROUNDS} rounds of ${ROUND_MS / 1000} s each
  ${ok ? '✔' : '✖'} JSON request logs and metrics cost ${(cost * 100).toFixed(1)}% of throughput: ${median('observed', 'cpuPerPage').toFixed(0)} µs of CPU per page with, ${median('plain', 'cpuPerPage').toFixed(0)} without (budget ≤ ${COST_BUDGET * 100}%)
    pages a second: ${median('observed', 'rate').toFixed(0)} with, ${median('plain', 'rate').toFixed(0)} without`);
    if (!ok) process.exitCode = 1;
  } finally {
    for (const { stop } of Object.values(servers)) stop();
  }
}

// `--plain=<port>`: run as the page server without request logs (its default logger writes only
// warnings) and without metrics, for the throughput rounds.
const plainPort = process.argv.find((arg) => arg.startsWith('--plain='))?.slice('--plain='.length);
if (plainPort) {
  const server = await startPageServer({ root: 'host/dist', port: Number(plainPort), supabase: { url: supabaseUrl() ?? '' }, ssr: { entry: 'host/dist-server/entry-server.mjs' } });
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
} else {
  await memoryUnderUnknownSlugs();
  await observabilityCost();
}
