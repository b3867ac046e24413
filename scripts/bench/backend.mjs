// Backend figures: cold start of the local server (spawn → /health OK) on a fresh and on a warm
// data dir, p50/p95 latency of the two hottest public reads at 50 concurrent requests, and of the
// public read again while 20 failed sign-ins are in flight (password hashing must not stall it).
// Loopback only, bounded request count; printed, never asserted.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = path.join(ROOT, 'packages/supabase-local/bin/supabase-local.mjs');
const PORT = 54391;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 50;
const REQUESTS = 500;

async function waitForHealth(child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${URL_BASE}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not become healthy in time');
}

async function coldStart(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, 'start'], {
    env: { ...process.env, SUPABASE_LOCAL_DATA_DIR: dataDir, SUPABASE_LOCAL_PORT: String(PORT), DATABASE_URL: '' },
    stdio: 'ignore',
  });
  await waitForHealth(child, 120_000);
  return { ms: performance.now() - started, child };
}

function stopServer(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Resolves to [p50, p95] in ms; prints them with `note` when given. */
async function latency(label, request, note = '') {
  const times = [];
  let next = 0;
  let failures = 0;
  async function worker() {
    while (next < REQUESTS) {
      next += 1;
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      times.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  console.log(
    `${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   (${REQUESTS} requests, ${CONCURRENCY} concurrent${failures ? `, ${failures} failed` : ''})${note}`,
  );
  return p50;
}

const SIGN_INS_IN_FLIGHT = 20;
// Linux routes all of 127.0.0.0/8 to loopback; elsewhere only 127.0.0.1 may exist.
let ownAddresses = true;

/**
 * One failed sign-in (a real bcrypt comparison) from a loopback address of its own: the server
 * limits failures per address and per email, and this measures hashing, not the 429 path.
 */
function failedSignIn(anonKey, attempt) {
  const body = JSON.stringify({ email: `bench-${attempt}@example.in`, password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${URL_BASE}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        ...(ownAddresses ? { localAddress: `127.0.${1 + Math.floor(attempt / 250)}.${2 + (attempt % 250)}` } : {}),
        headers: { apikey: anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', (error) => {
      if (error.code !== 'EADDRNOTAVAIL' || !ownAddresses) return reject(error);
      ownAddresses = false;
      console.log('  (no loopback addresses besides 127.0.0.1: sign-ins beyond the per-address limit answer 429)');
      failedSignIn(anonKey, attempt).then(resolve, reject);
    });
    request.end(body);
  });
}

/** Keeps SIGN_INS_IN_FLIGHT failed sign-ins running until stop() resolves with their statuses. */
function signInFlood(anonKey) {
  let attempt = 0;
  let running = true;
  const statuses = new Map();
  const loops = Array.from({ length: SIGN_INS_IN_FLIGHT }, async () => {
    while (running) {
      const status = await failedSignIn(anonKey, (attempt += 1));
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

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vaani-bench-'));
try {
  console.log('Backend (packages/supabase-local over PGlite, loopback)');
  const fresh = await coldStart(dataDir);
  console.log(`${'cold start, fresh data dir (initdb + migrations + seed)'.padEnd(56)} ${(fresh.ms / 1000).toFixed(2)} s`);
  await stopServer(fresh.child);
  const warm = await coldStart(dataDir);
  console.log(`${'cold start, warm data dir'.padEnd(56)} ${(warm.ms / 1000).toFixed(2)} s`);

  const { anonKey } = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  // The first queries of a freshly opened database load catalog pages; measure steady state.
  for (let i = 0; i < 20; i += 1) await (await fetch(`${URL_BASE}/rest/v1/key_features?select=*&is_active=eq.true&order=display_order.asc`, { headers })).arrayBuffer();
  const publicRead = () => fetch(`${URL_BASE}/rest/v1/key_features?select=*&is_active=eq.true&order=display_order.asc`, { headers });
  const quiet = await latency('GET key_features (active, by display_order)', publicRead);
  const flood = signInFlood(anonKey);
  // Let every sign-in reach the server before the reads start.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const busy = await latency(`  same, ${SIGN_INS_IN_FLIGHT} failed sign-ins in flight`, publicRead, `   budget p50 <= ${(2 * quiet).toFixed(1)} ms (2x quiet)`);
  const statuses = await flood.stop();
  console.log(
    `${'  sign-in answers meanwhile'.padEnd(44)} ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}   ${busy <= 2 * quiet ? 'within budget' : 'OVER BUDGET'}`,
  );
  await latency('rpc get_public_case_studies', () =>
    fetch(`${URL_BASE}/rest/v1/rpc/get_public_case_studies`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }),
  );
  await stopServer(warm.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
