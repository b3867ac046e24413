// Lead pipeline figures: 500 concurrent leads from 500 addresses against a local stack of the
// benchmark's own, (1) with the forward target down until the burst is over,
// (2) with the server killed (-9) mid-burst and restarted while the browsers' outboxes send again.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { freePort } from '../../packages/supabase-local/src/free-port.ts';
import { postLeadFrom } from '../../packages/supabase-local/src/stack-process.test-support.ts';
import { loopback, withBenchStack } from './support/stack.mjs';

const TARGET_PORT = await freePort();
const STACK_ENV = {
  LEAD_FORWARD_URL: `http://127.0.0.1:${TARGET_PORT}/save_lead`,
  // Short pauses so recovery is measured in seconds, not the production half-minute.
  LEAD_RETRY_BASE_SECONDS: '1',
  LEAD_SWEEP_INTERVAL_MS: '500',
};
const LEADS = 500;
const failures = [];

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

/** One browser: its own loopback address, its lead and that lead's idempotency key. */
const browser = (index) => ({ address: loopback(index), key: randomUUID(), email: `bench-${index}@mail.com` });

const send = (stack) => ({ address, key, email }) => postLeadFrom(stack, address, { sheet_name: 'email_subscription', data: { email } }, key);

const leads = async (stack) => (await stack.call('/rest/v1/leads?select=id,idempotency_key,forward_status&sheet_name=eq.email_subscription', { key: stack.serviceKey })).json();

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

async function forwardTargetDown(stack) {
  const browsers = Array.from({ length: LEADS }, (_, i) => browser(i));
  console.log(`\n${LEADS} concurrent leads from ${LEADS} addresses, forward target down`);
  const first = await Promise.all(browsers.map(send(stack)));
  // Each browser sends its lead once more with the same key, as after a dropped connection.
  const again = await Promise.all(browsers.map(send(stack)));
  const rows = await leads(stack);
  const keys = new Set(browsers.map((b) => b.key));
  const stored = rows.filter((row) => keys.has(row.idempotency_key));
  line('stored', new Set(stored.map((row) => row.idempotency_key)).size, (v) => v === LEADS);
  line('acknowledged (201 first time)', first.filter((r) => r.status === 201).length, (v) => v === LEADS);
  line('retries answered as duplicates (200)', again.filter((r) => r.status === 200).length, (v) => v === LEADS);
  line('duplicated (rows beyond one per lead)', stored.length - new Set(stored.map((row) => row.idempotency_key)).size, (v) => v === 0);
  const target = await startTarget();
  const started = Date.now();
  await waitUntil(async () => (await leads(stack)).every((row) => row.forward_status === 'forwarded'), 120_000);
  const after = await leads(stack);
  line('forwarded after the target came back', after.filter((row) => row.forward_status === 'forwarded').length, (v) => v === LEADS);
  line('  seconds until all were forwarded', ((Date.now() - started) / 1000).toFixed(1));
  line('  leads the target received more than once', target.received.length - new Set(target.received).size);
  await new Promise((resolve) => target.server.close(resolve));
}

async function killedMidBurst(stack) {
  const target = await startTarget();
  try {
    const browsers = Array.from({ length: LEADS }, (_, i) => browser(i));
    console.log(`\n${LEADS} concurrent leads, server killed (-9) mid-burst and restarted`);
    const acknowledged = new Map();
    const burst = browsers.map(async (b) => {
      const result = await send(stack)(b);
      if (result.status === 201 || result.status === 200) acknowledged.set(b.key, JSON.parse(result.text).id);
    });
    await waitUntil(() => acknowledged.size >= LEADS / 4, 60_000);
    await stack.stop('SIGKILL');
    await Promise.all(burst);
    line('acknowledged before the kill', acknowledged.size);
    line('requests cut off by the kill', LEADS - acknowledged.size);
    await stack.start();
    const rows = await leads(stack);
    const ids = new Set(rows.map((row) => row.id));
    line('acknowledged but missing after restart', [...acknowledged.values()].filter((id) => !ids.has(id)).length, (v) => v === 0);
    // The browsers' outboxes send what was not acknowledged again, with the same keys.
    const resent = await Promise.all(browsers.filter((b) => !acknowledged.has(b.key)).map(send(stack)));
    line('resent by outboxes and acknowledged', resent.filter((r) => r.status === 201 || r.status === 200).length);
    const started = Date.now();
    await waitUntil(async () => (await leads(stack)).every((row) => row.forward_status === 'forwarded'), 120_000);
    const after = await leads(stack);
    line('stored after restart (one row per lead)', after.length, (v) => v === LEADS);
    line('forwarded after restart', after.filter((row) => row.forward_status === 'forwarded').length, (v) => v === LEADS);
    line('  seconds after restart until all were forwarded', ((Date.now() - started) / 1000).toFixed(1));
    line('  leads the target received more than once', target.received.length - new Set(target.received).size);
  } finally {
    await new Promise((resolve) => target.server.close(resolve));
  }
}

console.log('Lead pipeline (save_lead, lead-sweep; a local stack of its own for each)');
await withBenchStack('leads', forwardTargetDown, STACK_ENV);
await withBenchStack('leads', killedMidBurst, STACK_ENV);
if (failures.length) {
  console.error(`\n✖ over budget: ${failures.join(', ')}`);
  process.exit(1);
}
