// A second local stack beside `npm start` (README: SUPABASE_LOCAL_PORT and SUPABASE_LOCAL_DB_PORT):
// its mail catcher moves along with its API port instead of crashing on the first stack's, and a
// port that is taken anyway stops the start with one line saying which.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { alive, stackPorts, startStackProcess, type StackProcess } from './stack-process.test-support.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vaani-second-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function started(dir: string, ports: Awaited<ReturnType<typeof stackPorts>>): Promise<StackProcess> {
  const stack = await startStackProcess(dir, ports);
  cleanups.push(async () => {
    if (!alive(stack.child.pid!)) return;
    stack.child.kill('SIGTERM');
    await stack.exited;
  });
  return stack;
}

async function occupy(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return server;
}

describe('a second local stack', () => {
  it("serves its mail catcher at its own API port + 3 (and SMTP + 4), as 54321's is at 54324", async () => {
    const ports = await stackPorts();
    await started(dataDir(), ports);
    const mail = await fetch(`http://127.0.0.1:${ports.api + 3}/api/messages`);
    expect(mail.status).toBe(200);
    expect(await mail.json()).toEqual([]);
  }, 90_000);

  it('stops with one line naming the port when its mail catcher port is taken', async () => {
    const ports = await stackPorts();
    await occupy(ports.api + 3);
    const failure = await started(dataDir(), ports).then(
      () => '',
      (error: Error) => error.message,
    );
    const output = failure.split('\n').slice(1).filter(Boolean);
    expect(output).toEqual([
      `supabase-local start: the mail catcher's web port 127.0.0.1:${ports.api + 3} is in use (another local stack?); stop it, or set SUPABASE_LOCAL_PORT to run this one beside it`,
    ]);
  }, 90_000);
});
