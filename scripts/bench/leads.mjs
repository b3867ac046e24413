// Lead pipeline figures: 500 concurrent leads from 500 addresses against the local server
// (packages/supabase-local over PGlite), (1) with the forward target down until the burst is over,
// (2) with the server killed (-9) mid-burst and restarted while the browsers' outboxes send again.
// Printed with their budgets; the process fails when a budget is missed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = path.join(ROOT, 'packages/supabase-local/bin/supabase-local.mjs');
const PORT = 54392;
const TARGET_PORT = 54393;
const BASE = `http://127.0.0.1:${PORT}`;
const LEADS = 500;
const failures = [];

function startServer(dataDir) {
  const child = spawn(process.execPath, [BIN, 'start'], {
    env: {
      ...process.env,
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      SUPABASE_LOCAL_PORT: String(PORT),
      DATABASE_URL: '',
      LEAD_FORWARD_URL: `http://127.0.0.1:${TARGET_PORT}/save_lead`,
      // Short pauses so recovery is measured in seconds, not the production half-minute.
      LEAD_RETRY_BASE_SECONDS: '1',
      LEAD_SWEEP_INTERVAL_MS: '500',
    },
    stdio: 'ignore',
  });
  return child;
}

async function waitForHealth(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/** The lead service stand-in: records each forwarded lead's idempotency key. */
function startTarget() {
  const received = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.headers['idempotency-key']);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(TARGET_PORT, '127.0.0.1', () => resolve({ server, received })));
}

/** One browser: its own loopback address (127.0.1.x …), its lead and that lead's idempotency key. */
function browser(index, anonKey) {
  const address = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
  return { address, key: randomUUID(), email: `bench-${index}@mail.com`, anonKey };
}

function send({ address, key, email, anonKey }) {
  const body = JSON.stringify({ sheet_name: 'email_subscription', data: { email } });
  return new Promise((resolve) => {
    const req = request(
      `${BASE}/functions/v1/save_lead`,
      {
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: { 'Content-Type': 'application/json', apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Idempotency-Key': key },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
        res.on('error', () => resolve({ status: 0 }));
      },
    );
    req.on('error', () => resolve({ status: 0 }));
    req.end(body);
  });
}

async function leads(serviceKey) {
  const response = await fetch(`${BASE}/rest/v1/leads?select=id,idempotency_key,forward_status&sheet_name=eq.email_subscription`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  return response.json();
}

async function waitUntil(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function line(label, value, budget) {
  const ok = budget === undefined || budget(value);
  if (!ok) failures.push(label);
  console.log(`${label.padEnd(58)} ${String(value).padStart(6)}${ok ? '' : '   ✖ over budget'}`);
}

const stop = (child, signal = 'SIGTERM') =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill(signal);
  });

const keysOf = (dataDir) => JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));

async function forwardTargetDown() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vaani-bench-leads-'));
  const child = startServer(dataDir);
  try {
    await waitForHealth(child);
    const { anonKey, serviceKey } = keysOf(dataDir);
    const browsers = Array.from({ length: LEADS }, (_, i) => browser(i, anonKey));
    console.log(`\n${LEADS} concurrent leads from ${LEADS} addresses, forward target down`);
    const first = await Promise.all(browsers.map(send));
    // Each browser sends its lead once more with the same key, as after a dropped connection.
    const again = await Promise.all(browsers.map(send));
    const rows = await leads(serviceKey);
    const keys = new Set(browsers.map((b) => b.key));
    const stored = rows.filter((row) => keys.has(row.idempotency_key));
    line('stored', new Set(stored.map((row) => row.idempotency_key)).size, (v) => v === LEADS);
    line('acknowledged (201 first time)', first.filter((r) => r.status === 201).length, (v) => v === LEADS);
    line('retries answered as duplicates (200)', again.filter((r) => r.status === 200).length, (v) => v === LEADS);
    line('duplicated (rows beyond one per lead)', stored.length - new Set(stored.map((row) => row.idempotency_key)).size, (v) => v === 0);
    const target = await startTarget();
    const started = Date.now();
    await waitUntil(async () => (await leads(serviceKey)).every((row) => row.forward_status === 'forwarded'), 120_000);
    const after = await leads(serviceKey);
    line('forwarded after the target came back', after.filter((row) => row.forward_status === 'forwarded').length, (v) => v === LEADS);
    line('  seconds until all were forwarded', ((Date.now() - started) / 1000).toFixed(1));
    line('  leads the target received more than once', target.received.length - new Set(target.received).size);
    await new Promise((resolve) => target.server.close(resolve));
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function killedMidBurst() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vaani-bench-leads-'));
  const target = await startTarget();
  let child = startServer(dataDir);
  try {
    await waitForHealth(child);
    const { anonKey, serviceKey } = keysOf(dataDir);
    const browsers = Array.from({ length: LEADS }, (_, i) => browser(i, anonKey));
    console.log(`\n${LEADS} concurrent leads, server killed (-9) mid-burst and restarted`);
    const acknowledged = new Map();
    const burst = browsers.map(async (b) => {
      const result = await send(b);
      if (result.status === 201 || result.status === 200) acknowledged.set(b.key, JSON.parse(result.body).id);
    });
    await waitUntil(() => acknowledged.size >= LEADS / 4, 60_000);
    await stop(child, 'SIGKILL');
    await Promise.all(burst);
    line('acknowledged before the kill', acknowledged.size);
    line('requests cut off by the kill', LEADS - acknowledged.size);
    child = startServer(dataDir);
    await waitForHealth(child);
    const rows = await leads(serviceKey);
    const ids = new Set(rows.map((row) => row.id));
    line('acknowledged but missing after restart', [...acknowledged.values()].filter((id) => !ids.has(id)).length, (v) => v === 0);
    // The browsers' outboxes send what was not acknowledged again, with the same keys.
    const resent = await Promise.all(browsers.filter((b) => !acknowledged.has(b.key)).map(send));
    line('resent by outboxes and acknowledged', resent.filter((r) => r.status === 201 || r.status === 200).length);
    const started = Date.now();
    await waitUntil(async () => (await leads(serviceKey)).every((row) => row.forward_status === 'forwarded'), 120_000);
    const after = await leads(serviceKey);
    line('stored after restart (one row per lead)', after.length, (v) => v === LEADS);
    line('forwarded after restart', after.filter((row) => row.forward_status === 'forwarded').length, (v) => v === LEADS);
    line('  seconds after restart until all were forwarded', ((Date.now() - started) / 1000).toFixed(1));
    line('  leads the target received more than once', target.received.length - new Set(target.received).size);
  } finally {
    await stop(child);
    await new Promise((resolve) => target.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('Lead pipeline (save_lead, lead-sweep; local server over PGlite)');
await forwardTargetDown();
await killedMidBurst();
if (failures.length) {
  console.error(`\n✖ over budget: ${failures.join(', ')}`);
  process.exit(1);
}
