// A throwaway local stack for one benchmark: its own data dir and free ports (a fixed port can be
// held by an outgoing connection), stopped and removed when the benchmark is done.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { stackPorts, startStackProcess } from '../../../packages/supabase-local/src/stack-process.test-support.ts';

/**
 * Runs `bench(stack)` on a started stack, then stops it. `stack` has the gateway's `url`, the
 * `anonKey` and `serviceKey`, its processes (`child`, `postmasterPid`, `postgrestPid`), its
 * `dataDir` and `ports`, `startMs` (how long its last start took), `db()`, a superuser connection
 * to its PostgreSQL (for switching a trigger or a setting between rounds), and `stop(signal)` and
 * `start()` again on the same data dir and ports (SIGKILL: as a crash would). `env` is added to the
 * stack's environment.
 */
export async function withBenchStack(name, bench, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vaani-bench-${name}-`));
  const ports = await stackPorts();
  const stack = {
    dataDir,
    ports,
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
