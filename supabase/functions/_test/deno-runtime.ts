// Test-only: the functions under Deno 2.1 from npm (the version line of Supabase's edge runtime),
// each served on a port of its own against the local stack.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoBinary } from './deno-binary.mjs';

const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Flags every Deno run of the functions takes: their import map, and packages from the project's
 * node_modules, so nothing is downloaded (the machine may have no network).
 */
const DENO_FLAGS = ['--config', path.join(FUNCTIONS_DIR, 'deno.json'), '--node-modules-dir=manual'];

export interface DenoFunction {
  url: string;
  stop(): Promise<void>;
}

/** Serves `name` under Deno with `env` (and nothing else of this process's environment). */
export async function serveUnderDeno(name: string, env: Record<string, string>): Promise<DenoFunction> {
  const child: ChildProcess = spawn(
    denoBinary(),
    ['run', ...DENO_FLAGS, '--allow-net', '--allow-env', '--allow-read', path.join(FUNCTIONS_DIR, '_test', 'deno-serve.ts'), name],
    { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`deno did not serve ${name} within 60 s: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (\d+)/.exec(output)?.[1];
      if (listening) {
        clearTimeout(timer);
        resolve(listening);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`deno exited with ${code} before serving ${name}: ${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
