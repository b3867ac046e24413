// A throwaway local stack for one benchmark: its own data dir and free ports (a fixed port can be
// held by an outgoing connection), stopped and removed when the benchmark is done.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { stackPorts, startStackProcess } from '../../../packages/supabase-local/src/stack-process.test-support.ts';
import { call } from './rest.mjs';

/** The `n`th loopback address of a block: a visitor of its own, as the stack limits per address. */
export const loopback = (n, block = 1) => `127.0.${block + Math.floor(n / 250)}.${1 + (n % 250)}`;

/**
 * Runs `bench(stack)` on a started stack, then stops it. Beside the gateway's `url`, keys and pids,
 * `stack` offers `db()` (a superuser connection), `call()` (rest.mjs), `staff(email, role)` (signed
 * in), `seed(table, count, row)`, and `stop(signal)`/`start()` on the same data dir and ports.
 */
export async function withBenchStack(name, bench, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vaani-bench-${name}-`));
  const ports = await stackPorts();
  const stack = {
    dataDir,
    ports,
    call: (pathname, options) => call(stack.url, pathname, options),
    async staff(email, role) {
      const user = await (await stack.call('/auth/v1/admin/users', { method: 'POST', key: stack.serviceKey, body: { email, password: 'bench-password', email_confirm: true } })).json();
      await stack.call('/rest/v1/user_roles', { method: 'POST', key: stack.serviceKey, body: { user_id: user.id, role } });
      const session = await (await stack.call('/auth/v1/token?grant_type=password', { method: 'POST', key: stack.anonKey, body: { email, password: 'bench-password' } })).json();
      return { id: user.id, as: { key: stack.anonKey, token: session.access_token } };
    },
    async seed(table, count, row) {
      for (let from = 0; from < count; from += 1000) {
        const body = Array.from({ length: Math.min(1000, count - from) }, (_, i) => row(from + i));
        await stack.call(`/rest/v1/${table}`, { method: 'POST', key: stack.serviceKey, body, headers: { Prefer: 'return=minimal' } });
      }
    },
    async start() {
      const started = performance.now();
      Object.assign(stack, await startStackProcess(dataDir, ports, env), { startMs: performance.now() - started });
    },
    async stop(signal = 'SIGTERM') {
      if (stack.child.exitCode === null) stack.child.kill(signal);
      await stack.exited;
    },
    async db() {
      const { dbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
      const client = new pg.Client({ host: '127.0.0.1', port: ports.db, user: 'postgres', password: dbPassword, database: 'postgres' });
      await client.connect();
      return client;
    },
  };
  try {
    await stack.start();
    return await bench(stack);
  } finally {
    if (stack.child) await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
