// `npm run doctor` against a local stack: passes with everything in place, and names the lead
// sweep's job once its schedule is gone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { stackPorts, startStackProcess, type StackProcess } from '../packages/supabase-local/src/stack-process.test-support.ts';

// Its own temporary folder: PostgreSQL runs as an unprivileged user, who must reach it.
const dir = mkdtempSync(path.join(os.tmpdir(), 'vaani-doctor-'));
let stack: StackProcess | undefined;

async function stop() {
  stack?.child.kill('SIGTERM');
  await stack?.exited;
  stack = undefined;
}
afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

function doctor(running: StackProcess) {
  const result = spawnSync(process.execPath, ['scripts/doctor.mjs'], {
    env: { PATH: process.env.PATH ?? '', VITE_SUPABASE_URL: running.url, SUPABASE_SERVICE_ROLE_KEY: running.serviceKey, SITE_URL: 'http://localhost:5173' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, problems: result.stdout.split('\n').filter((line) => line.startsWith('✖')), output: result.stdout + result.stderr };
}

it('passes against the local stack, and fails naming the job when the lead sweep is not scheduled', async () => {
  const ports = await stackPorts();
  stack = await startStackProcess(dir, ports, { LEAD_SWEEP_INTERVAL_MS: '60000' });
  for (const stream of [stack.child.stdout, stack.child.stderr]) stream?.removeAllListeners('data').resume();
  const service = { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json' };
  const created = await fetch(`${stack.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: service,
    body: JSON.stringify({ email: 'doctor-admin@vaani.local', password: 'doctor-admin-2026', email_confirm: true }),
  });
  const { id } = (await created.json()) as { id: string };
  expect((await fetch(`${stack.url}/rest/v1/user_roles`, { method: 'POST', headers: service, body: JSON.stringify({ user_id: id, role: 'admin' }) })).status).toBe(201);

  const healthy = doctor(stack);
  expect(healthy.problems, healthy.output).toEqual([]);
  expect(healthy.status).toBe(0);

  await stop();
  stack = await startStackProcess(dir, ports, { LEAD_SWEEP_INTERVAL_MS: '0' });
  for (const stream of [stack.child.stdout, stack.child.stderr]) stream?.removeAllListeners('data').resume();
  const unscheduled = doctor(stack);
  expect(unscheduled.status).toBe(1);
  expect(unscheduled.problems).toEqual([expect.stringMatching(/^✖ job lead-sweep is not scheduled/)]);
}, 180_000);
