// Runs one command with inherited output and stops the calling script when it fails; starts and
// stops a long-running one.
import { spawn, spawnSync } from 'node:child_process';

export function run(label, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}

/** Starts a long-running process and resolves with it and the first match of `ready` in its output. */
export function startProcess(command, args, options, ready, timeoutMs) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${args.join(' ')} did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const read = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

/** Whether `url` answers with a success status, as a started server does once it is ready. */
export async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Stops `child` with SIGTERM, and SIGKILL after `timeoutMs`: whether SIGTERM stopped it. */
export function stopProcess(child, timeoutMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(false);
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
    child.kill('SIGTERM');
  });
}
