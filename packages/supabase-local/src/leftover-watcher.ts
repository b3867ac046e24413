import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts the watcher (leftover-watcher.mjs) in a session of its own, so a kill of this process's
 * group does not take it too; it costs this process nothing to keep (no handle holds it open).
 */
export function startLeftoverWatcher() {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./leftover-watcher.mjs', import.meta.url))], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  child.unref();
  const pipe = child.stdin!;
  // The pipe must not keep this process alive either, and a watcher gone first is no error here.
  (pipe as unknown as { unref(): void }).unref();
  pipe.on('error', () => {});
  return {
    /** `pid` gets `signal` if this process dies before `release()`. */
    watch(pid: number, signal: NodeJS.Signals): void {
      pipe.write(`watch ${pid} ${signal}\n`);
    },
    /** Everything watched has been stopped here: the watcher leaves them be and exits. */
    release(): void {
      pipe.end('done\n');
    },
  };
}
