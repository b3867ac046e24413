// A throwaway local stack for one benchmark: its own data dir and free ports (a fixed port can be
// held by an outgoing connection), stopped and removed when the benchmark is done.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { stackPorts, startStackProcess } from '../../../packages/supabase-local/src/stack-process.test-support.ts';

/**
 * Runs `bench(stack)` on a started stack, then stops it. `stack` has the gateway's `url`, the
 * `anonKey` and `serviceKey`, and `db()`, a superuser connection to its PostgreSQL (for switching
 * a trigger or a setting between rounds). `env` is added to the stack's environment.
 */
export async function withBenchStack(name, bench, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vaani-bench-${name}-`));
  const ports = await stackPorts();
  const stack = await startStackProcess(dataDir, ports, env);
  const { dbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
  const db = async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: ports.db, user: 'postgres', password: dbPassword, database: 'postgres' });
    await client.connect();
    return client;
  };
  try {
    return await bench({ ...stack, db });
  } finally {
    stack.child.kill('SIGTERM');
    await stack.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A lead sent to save_lead as a visitor at `localAddress` (127.x.y.z: each its own visitor, so the
 * per-address limit counts each apart); answers its status, body and time in milliseconds.
 */
export function saveLeadFrom({ url, anonKey }, localAddress, body, idempotencyKey = randomUUID()) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      `${url}/functions/v1/save_lead`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'Content-Type': 'application/json', apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Idempotency-Key': idempotencyKey },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text, ms: performance.now() - started }));
        res.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
    req.end(JSON.stringify(body));
  });
}
