// The production page server (`npm run serve`) on our site as support/site.mjs finds it:
// - What its JSON request logs and metrics cost (issue 37): the cached home page, 50 requests at a
//   time, served with both on and with both off (LOG_LEVEL=warn, no METRICS_TOKEN), in alternating
//   rounds. Budget: ≤ 5% of pages per CPU-second of the server; pages a second by the clock, also
//   measuring the load generator and the neighbours, are printed beside it.
// - Budget of issue 19: resident memory ≤ 200 MB after 10,000 requests for distinct unknown
//   case-study slugs (each one a render, and renders run one at a time: minutes).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { RENDERED_REMOTES_ID } from '@vaani/remotes';
import { mark, percentile, rssMb } from './support/figures.mjs';
import { ensureStack, startServe } from './support/site.mjs';

const PORT = 5199;
const THROUGHPUT_CONCURRENCY = 50;
const ROUND_MS = 2000;
const ROUNDS = 9;
const COST_BUDGET = 0.05;
const REQUESTS = 10_000;
const CONCURRENCY = 8;
const BUDGET_MB = 200;

/** CPU time a process has used, in ms (/proc/<pid>/stat: user and system, in clock ticks of 10 ms). */
const cpuMs = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').slice(11, 13).reduce((sum, ticks) => sum + Number(ticks) * 10, 0);

/** Pages a second served by `url` for ROUND_MS, THROUGHPUT_CONCURRENCY at a time, and by its server's CPU-second. */
async function serveRound({ url, pid }) {
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
  return { rate: served / (ROUND_MS / 1000), perCpuSecond: (served / (cpuMs(pid) - cpuBefore)) * 1000 };
}

async function observabilityCost() {
  const servers = {};
  try {
    servers.on = await startServe(PORT + 1, { METRICS_TOKEN: 'bench' });
    servers.off = await startServe(PORT + 2, { LOG_LEVEL: 'warn', METRICS_TOKEN: '' });
    // The home page rendered once, then served from each server's page cache; a round to warm up.
    for (const server of Object.values(servers)) {
      const html = await (await fetch(server.url)).text();
      if (!html.includes(`id="${RENDERED_REMOTES_ID}"`)) throw new Error(`${server.url} was not rendered on the server`);
      await serveRound(server);
    }
    // Both in each round: load drifts less within a round than over the run, so its ratio is the sample.
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const measured = {};
      for (const kind of round % 2 ? ['on', 'off'] : ['off', 'on']) measured[kind] = await serveRound(servers[kind]);
      rounds.push(measured);
    }
    /** Medians of `key` on, off, and of on/off within a round. */
    const figures = (key) => ['on', 'off', 'ratio'].map((kind) => percentile(rounds.map((r) => (kind === 'ratio' ? r.on[key] / r.off[key] : r[kind][key])), 50));
    const [[cpuOn, cpuOff, cpuRatio], [rateOn, rateOff, rateRatio]] = [figures('perCpuSecond'), figures('rate')];
    const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;
    console.log(`Cached home page, ${THROUGHPUT_CONCURRENCY} at a time, ${ROUNDS} rounds of ${ROUND_MS / 1000} s from each (which goes first alternates), JSON request logs and metrics on and off; medians
  ${mark(1 - cpuRatio <= COST_BUDGET)} pages per CPU-second of the server: ${cpuOn.toFixed(0)} on, ${cpuOff.toFixed(0)} off, on/off ${percent(cpuRatio)}: logs and metrics cost ${percent(1 - cpuRatio)} (budget ≤ ${COST_BUDGET * 100}%)
    pages a second by the clock: ${rateOn.toFixed(0)} on, ${rateOff.toFixed(0)} off, on/off ${percent(rateRatio)}
    each round's on/off per CPU-second (the spread is the neighbours'): ${rounds.map((r) => percent(r.on.perCpuSecond / r.off.perCpuSecond)).join(', ')}`);
  } finally {
    for (const { stop } of Object.values(servers)) stop();
  }
}

async function memoryUnderUnknownSlugs() {
  const server = await startServe(PORT);
  try {
    await fetch(server.url);
    console.log(`Page server, ${REQUESTS} requests for distinct unknown case-study slugs, ${CONCURRENCY} at a time (a render each, one at a time: minutes)`);
    const before = rssMb(server.pid);
    let sent = 0;
    const statuses = new Map();
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < REQUESTS) {
          sent += 1;
          // Long, distinct and unknown: each one a render and a lookup that finds no row.
          const response = await fetch(`${server.url}case-studies/x${randomBytes(700).toString('hex')}`);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const after = rssMb(server.pid);
    console.log(`  ${mark(after <= BUDGET_MB)} resident memory ${before.toFixed(0)} MB → ${after.toFixed(0)} MB (budget ≤ ${BUDGET_MB} MB; ${((Date.now() - started) / 1000).toFixed(0)} s, statuses ${JSON.stringify(Object.fromEntries(statuses))})`);
  } finally {
    server.stop();
  }
}

const stopSite = await ensureStack();
try {
  await observabilityCost();
  await memoryUnderUnknownSlugs();
} finally {
  await stopSite();
}
