// Test-only: `supabase-local start` as its own process (in a process group of its own), on a data
// dir and ports of the test's, so a test can signal it or kill it as a crash would.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bindable, freePort } from './free-port.ts';

const BIN = fileURLToPath(new URL('../bin/supabase-local.mjs', import.meta.url));

export interface StackProcess {
  child: ChildProcess;
  url: string;
  anonKey: string;
  serviceKey: string;
  /** PostgreSQL's postmaster (the leader of its own process group, as pg_ctl starts it). */
  postmasterPid: number;
  postgrestPid: number;
  exited: Promise<number | null>;
}

export interface StackPorts {
  api: number;
  db: number;
}

/** Free ports for a stack, whose mail catcher takes the API port + 3 and + 4 (as 54324 and 54325 beside 54321). */
export async function stackPorts(): Promise<StackPorts> {
  for (;;) {
    const api = await freePort();
    const db = await freePort();
    const mail = [api + 3, api + 4];
    if (!mail.includes(db) && (await bindable(mail[0]!)) && (await bindable(mail[1]!))) return { api, db };
  }
}

/** `env` over the test's defaults (the lead sweep's timer off). */
export function startStackProcess(dataDir: string, ports: StackPorts, env: Record<string, string> = {}): Promise<StackProcess> {
  const child = spawn(process.execPath, [BIN, 'start'], {
    env: {
      ...process.env,
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      SUPABASE_LOCAL_PORT: String(ports.api),
      SUPABASE_LOCAL_DB_PORT: String(ports.db),
      DATABASE_URL: '',
      LEAD_SWEEP_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  // The output is read to its end (a pipe left unread would stall the stack), but the stack is
  // taken as started once: a later line must not read pid files a test may have killed since.
  let started = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`supabase-local did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (started || !ready) return;
      started = true;
      clearTimeout(timer);
      const keys = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as { anonKey: string; serviceKey: string };
      const pidOf = (file: string) => Number(readFileSync(path.join(dataDir, file), 'utf8').split('\n')[0]);
      resolve({ child, url: ready[1]!, ...keys, postmasterPid: pidOf('postgres/postmaster.pid'), postgrestPid: pidOf('postgrest.pid'), exited });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`supabase-local exited with ${code}:\n${output}`));
    });
  });
}

/** Whether `pid` still runs (a zombie waiting for its parent to reap it does not). */
export { isAlive as alive } from './lock.ts';

/**
 * A lead sent to save_lead as a visitor at `localAddress` (127.x.y.z: each its own visitor, so the
 * per-address limit counts each apart): its status (0 when the connection failed) and body.
 */
export function postLeadFrom(stack: { url: string; anonKey: string }, localAddress: string, body: object, key = randomUUID()): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = request(
      `${stack.url}/functions/v1/save_lead`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'Content-Type': 'application/json', apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}`, 'Idempotency-Key': key },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', () => resolve({ status: 0, text }));
      },
    );
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(JSON.stringify(body));
  });
}

/** A newsletter lead for `email` from `localAddress`: its status. */
export const saveLeadFrom = async (stack: { url: string; anonKey: string }, localAddress: string, email: string, key = randomUUID()): Promise<number> =>
  (await postLeadFrom(stack, localAddress, { sheet_name: 'email_subscription', data: { email } }, key)).status;
