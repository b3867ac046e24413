// A case study scheduled for a time goes public at that time with no request of anyone's: the
// stack's own job timer runs publish_due_case_studies(), as pg_cron does on a hosted project.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { stackPorts, startStackProcess, type StackProcess } from '../stack-process.test-support.ts';

let stack: StackProcess | undefined;
// Its own temporary folder: PostgreSQL runs as an unprivileged user, who must reach it.
const dir = mkdtempSync(path.join(os.tmpdir(), 'vaani-jobs-'));
afterAll(async () => {
  if (stack) {
    stack.child.kill('SIGTERM');
    await stack.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

it('publishes a scheduled case study at its time, by the timer alone', async () => {
  // The stack's process reads it at start: a short interval keeps the test short.
  process.env.PUBLISH_DUE_INTERVAL_MS = '250';
  stack = await startStackProcess(dir, await stackPorts());
  delete process.env.PUBLISH_DUE_INTERVAL_MS;
  // Started: what it logs from now on (its stop included) is not the start's business.
  for (const stream of [stack.child.stdout, stack.child.stderr]) stream?.removeAllListeners('data').resume();
  const service = { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json' };
  const at = Date.now() + 1500;
  const created = await fetch(`${stack.url}/rest/v1/case_studies`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify({ title: 'Launching soon', slug: 'launching-soon', status: 'scheduled', publish_at: new Date(at).toISOString() }),
  });
  expect(created.status).toBe(201);
  const visible = async () => {
    const response = await fetch(`${stack!.url}/rest/v1/case_studies?select=slug&slug=eq.launching-soon`, {
      headers: { apikey: stack!.anonKey, Authorization: `Bearer ${stack!.anonKey}` },
    });
    return ((await response.json()) as unknown[]).length === 1;
  };
  expect(await visible()).toBe(false);
  while (!(await visible()) && Date.now() < at + 5000) await sleep(100);
  expect(await visible()).toBe(true);
  // Not before its time.
  expect(Date.now()).toBeGreaterThanOrEqual(at);
}, 90_000);
