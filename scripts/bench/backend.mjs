// Backend figures against issue 16's budgets, on loopback: the local stack's start (spawn → ready)
// on a fresh and a warm data dir, its idle memory, p50/p95 of the two hottest public reads at 50
// concurrent requests, the public read while 20 failed sign-ins hash passwords, and what the
// gateway adds over PostgREST's own socket (issue 40, item 21).
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { mark, median, p95Line, percentile, timings } from './support/figures.mjs';
import { loopback, withBenchStack } from './support/stack.mjs';

const BUDGET = { warmStartS: 5, readP95Ms: 25, idleMb: 400, gatewayP95Ratio: 1.25, gatewayThroughputRatio: 0.8 };
const CONCURRENCY = 50;
const REQUESTS = 1000;

/** Kept-alive connections, as a browser or the page server holds them; fetch() costs the machine more CPU than the server. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** The same reads straight at PostgREST's Unix socket, bypassing the gateway, on connections of their own. */
const socketAgent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request, resolving to its status once the whole answer has arrived. */
function send(url, { method = 'GET', headers = {}, body, socketPath, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, socketPath, localAddress, agent: localAddress ? undefined : socketPath ? socketAgent : agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function run(request, count) {
  const started = performance.now();
  let failures = 0;
  const times = await timings(
    count,
    async () => {
      if ((await request()) >= 400) failures += 1;
    },
    CONCURRENCY,
  );
  return { times, failures, perSecond: count / ((performance.now() - started) / 1000) };
}

/**
 * What the gateway costs a read over PostgREST's own socket: p95 and throughput of each, in three
 * interleaved rounds after a warm-up (the machine is shared, so only ratios from one run compare).
 */
async function gatewayOverhead(label, viaGateway, direct) {
  await run(viaGateway, REQUESTS);
  await run(direct, REQUESTS);
  const p95Ratios = [];
  const throughputRatios = [];
  for (let round = 0; round < 3; round += 1) {
    const gateway = await run(viaGateway, REQUESTS);
    const socket = await run(direct, REQUESTS);
    p95Ratios.push(percentile(gateway.times, 95) / percentile(socket.times, 95));
    throughputRatios.push(gateway.perSecond / socket.perSecond);
  }
  const p95 = median(p95Ratios);
  const throughput = median(throughputRatios);
  console.log(
    `${label.padEnd(44)} p95 ${p95.toFixed(2)}x   throughput ${throughput.toFixed(2)}x   (medians of 3; rounds ${p95Ratios.map((r) => r.toFixed(2)).join('/')} and ${throughputRatios.map((r) => r.toFixed(2)).join('/')})   budget p95 <= ${BUDGET.gatewayP95Ratio}x, throughput >= ${BUDGET.gatewayThroughputRatio}x ${mark(p95 <= BUDGET.gatewayP95Ratio && throughput >= BUDGET.gatewayThroughputRatio)}`,
  );
}

/** The times of REQUESTS requests after a warm-up round (connections, PostgREST's pool); with a `label`, printed against `budgetMs` at p95. */
async function latency(request, label, budgetMs) {
  await run(request, REQUESTS);
  const { times, failures } = await run(request, REQUESTS);
  if (label) console.log(`${p95Line(label, times, budgetMs)}   (${REQUESTS} requests, ${CONCURRENCY} concurrent${failures ? `, ${failures} failed` : ''})`);
  return times;
}

/** Resident memory of a process and of every process below it, in MB, as ps lists them. */
function treeRssMb(rootPid) {
  const processes = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i += 1) for (const [pid, parent] of processes) if (parent === tree[i]) tree.push(pid);
  return processes.filter(([pid]) => tree.includes(pid)).reduce((kb, [, , rss]) => kb + rss, 0) / 1024;
}

const SIGN_INS_IN_FLIGHT = 20;

/**
 * One failed sign-in (a real bcrypt comparison) from a loopback address of its own: the server
 * limits failures per address and per email, and this measures hashing, not the 429 path.
 */
function failedSignIn({ url, anonKey }, attempt) {
  const body = JSON.stringify({ email: `bench-${attempt}@example.in`, password: 'not-the-password' });
  const headers = { apikey: anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
  return send(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body, localAddress: loopback(attempt) });
}

/** Keeps SIGN_INS_IN_FLIGHT failed sign-ins running until stop() resolves with their statuses. */
function signInFlood(stack) {
  let attempt = 0;
  let running = true;
  const statuses = new Map();
  const loops = Array.from({ length: SIGN_INS_IN_FLIGHT }, async () => {
    while (running) {
      const status = await failedSignIn(stack, (attempt += 1));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return statuses;
    },
  };
}

console.log('Backend (PostgreSQL 17 + PostgREST 12 behind packages/supabase-local, loopback)');
await withBenchStack('backend', async (stack) => {
  console.log(`${'start, fresh data dir (initdb + migrations + seed)'.padEnd(56)} ${(stack.startMs / 1000).toFixed(2)} s`);
  await stack.stop();
  await stack.start();
  const warmS = stack.startMs / 1000;
  console.log(`${'start, warm data dir'.padEnd(56)} ${warmS.toFixed(2)} s   budget <= ${BUDGET.warmStartS} s ${mark(warmS <= BUDGET.warmStartS)}`);

  const headers = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
  const readPath = '/key_features?select=*&is_active=eq.true&order=display_order.asc';
  const publicRead = () => send(`${stack.url}/rest/v1${readPath}`, { headers });
  const idleMb = treeRssMb(stack.child.pid) + treeRssMb(stack.postmasterPid);
  console.log(`${'memory when idle (PostgreSQL + PostgREST + gateway RSS)'.padEnd(56)} ${idleMb.toFixed(0)} MB   budget <= ${BUDGET.idleMb} MB ${mark(idleMb <= BUDGET.idleMb)}`);
  const quiet = await latency(publicRead, 'GET key_features (active, by display_order)', BUDGET.readP95Ms);
  // PostgREST listens on the socket its environment names (the stack picks a fresh path each start).
  const socketPath = /(?:^|\0)PGRST_SERVER_UNIX_SOCKET=([^\0]+)/.exec(readFileSync(`/proc/${stack.postgrestPid}/environ`, 'utf8'))?.[1];
  await gatewayOverhead('  gateway / PostgREST socket, same read', publicRead, () => send(`http://postgrest${readPath}`, { headers, socketPath }));
  const flood = signInFlood(stack);
  // Let every sign-in reach the server before the reads start.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const busy = await latency(publicRead);
  const statuses = await flood.stop();
  const [quietP50, busyP50] = [quiet, busy].map(median);
  console.log(
    `  ${mark(busyP50 <= 2 * quietP50)} same, ${SIGN_INS_IN_FLIGHT} failed sign-ins in flight: p50 ${busyP50.toFixed(1)} ms (budget <= ${(2 * quietP50).toFixed(1)} ms, 2x quiet); sign-in answers meanwhile: ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}`,
  );
  const caseStudies = () => send(`${stack.url}/rest/v1/rpc/get_public_case_studies`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
  await latency(caseStudies, 'rpc get_public_case_studies', BUDGET.readP95Ms);
});
