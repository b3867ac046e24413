// What the local stack acknowledged survives a crash: leads answered 201 by save_lead and a media
// upload (its object and its media_files row), with PostgreSQL, PostgREST and the gateway killed
// (SIGKILL) right after the last answer and the stack started again on the same data dir. And a
// SIGTERM stops every process the stack started, as does a SIGKILL of the backend's own process.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { alive, saveLeadFrom, stackPorts, startStackProcess, type StackProcess } from './stack-process.test-support.ts';

const LEADS = 200;
/** Loopback addresses the leads come from: the function allows 60 per address in 10 minutes. */
const ADDRESSES = ['127.0.3.1', '127.0.3.2', '127.0.3.3', '127.0.3.4'];

const dirs: string[] = [];
const stacks: StackProcess[] = [];
afterEach(async () => {
  for (const stack of stacks.splice(0)) {
    if (alive(stack.child.pid!)) {
      stack.child.kill('SIGTERM');
      await stack.exited;
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  // Its own temporary folder: PostgreSQL runs as an unprivileged user, who must reach it.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vaani-crash-'));
  dirs.push(dir);
  return dir;
}

async function start(dir: string, ports: Awaited<ReturnType<typeof stackPorts>>): Promise<StackProcess> {
  const stack = await startStackProcess(dir, ports);
  stacks.push(stack);
  return stack;
}

const service = (stack: StackProcess) => ({ apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}` });

/** Every process of the stack killed at once, as a crash would: PostgreSQL's group, then the gateway's (PostgREST is its child). */
async function crash(stack: StackProcess): Promise<void> {
  process.kill(-stack.postmasterPid, 'SIGKILL');
  process.kill(-stack.child.pid!, 'SIGKILL');
  await stack.exited;
  for (let i = 0; i < 100 && (alive(stack.postmasterPid) || alive(stack.postgrestPid)); i += 1) await sleep(50);
}

describe('the local stack, crashed right after it acknowledged', () => {
  it('keeps every acknowledged lead exactly once and an acknowledged upload with its row', async () => {
    const dir = dataDir();
    const ports = await stackPorts();
    const first = await start(dir, ports);

    const leads = Array.from({ length: LEADS }, (_, i) => ({ key: randomUUID(), email: `crash-${i}-${randomUUID().slice(0, 6)}@example.in`, address: ADDRESSES[i % ADDRESSES.length]! }));
    const objectName = `general/crash-${randomUUID()}.png`;
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 64 }, (_, i) => i)]);
    const upload = async () => {
      const stored = await fetch(`${first.url}/storage/v1/object/images/${objectName}`, {
        method: 'POST',
        headers: { ...service(first), 'Content-Type': 'image/png', 'Cache-Control': '3600', 'x-upsert': 'false' },
        body: bytes,
      });
      expect(stored.status).toBe(200);
      const row = await fetch(`${first.url}/rest/v1/media_files`, {
        method: 'POST',
        headers: { ...service(first), 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify({
          file_name: path.basename(objectName),
          original_name: 'crash.png',
          file_type: 'image',
          use_case: 'general',
          storage_url: `${first.url}/storage/v1/object/public/images/${objectName}`,
          content_type: 'image/png',
          file_size: bytes.length,
        }),
      });
      expect(row.status).toBe(201);
    };
    const [statuses] = await Promise.all([Promise.all(leads.map((lead) => saveLeadFrom(first, lead.address, lead.email, lead.key))), upload()]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LEADS);

    await crash(first);
    const second = await start(dir, ports);

    const stored = (await (await fetch(`${second.url}/rest/v1/leads?select=idempotency_key&sheet_name=eq.email_subscription`, { headers: service(second) })).json()) as { idempotency_key: string }[];
    const counts = new Map<string, number>();
    for (const row of stored) counts.set(row.idempotency_key, (counts.get(row.idempotency_key) ?? 0) + 1);
    expect(leads.filter((lead) => counts.get(lead.key) !== 1).map((lead) => lead.key)).toEqual([]);

    const object = await fetch(`${second.url}/storage/v1/object/public/images/${objectName}`);
    expect(object.status).toBe(200);
    expect(new Uint8Array(await object.arrayBuffer())).toEqual(bytes);
    const rows = (await (await fetch(`${second.url}/rest/v1/media_files?select=original_name&file_name=eq.${path.basename(objectName)}`, { headers: service(second) })).json()) as unknown[];
    expect(rows).toEqual([{ original_name: 'crash.png' }]);
  }, 120_000);
});

describe('the local stack, stopped by a signal', () => {
  it('stops PostgreSQL, PostgREST and the gateway within 10 s of a SIGTERM', async () => {
    const stack = await start(dataDir(), await stackPorts());
    const asked = Date.now();
    stack.child.kill('SIGTERM');
    expect(await stack.exited).toBe(0);
    for (let i = 0; i < 100 && (alive(stack.postmasterPid) || alive(stack.postgrestPid)); i += 1) await sleep(50);
    expect({ postgres: alive(stack.postmasterPid), postgrest: alive(stack.postgrestPid) }).toEqual({ postgres: false, postgrest: false });
    expect(Date.now() - asked).toBeLessThan(10_000);
    await expect(fetch(`${stack.url}/health`)).rejects.toThrow();
  }, 90_000);

  it('takes PostgreSQL and PostgREST with it within 10 s when the backend itself is killed outright (SIGKILL)', async () => {
    const stack = await start(dataDir(), await stackPorts());
    const killed = Date.now();
    process.kill(stack.child.pid!, 'SIGKILL');
    await stack.exited;
    for (let i = 0; i < 200 && (alive(stack.postmasterPid) || alive(stack.postgrestPid)); i += 1) await sleep(50);
    expect({ postgres: alive(stack.postmasterPid), postgrest: alive(stack.postgrestPid) }).toEqual({ postgres: false, postgrest: false });
    expect(Date.now() - killed).toBeLessThan(10_000);
  }, 90_000);
});
