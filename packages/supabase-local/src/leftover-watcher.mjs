// Runs detached beside a local stack, holding the read end of a pipe from it. The stack lists
// the processes it started that would outlive it (PostgreSQL via pg_ctl, PostgREST), one "watch
// PID SIGNAL" line each, then "done" once it stopped them. If the pipe closes without "done"
// (SIGKILL, a crash), they get their signal now instead of running until the next start.
const watched = new Map();
let pending = '';
let done = false;

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const [word, pid, signal] = line.split(' ');
    if (word === 'watch') watched.set(Number(pid), signal);
    if (word === 'done') done = true;
  }
});
const stop = () => {
  if (!done) {
    for (const [pid, signal] of watched) {
      try {
        process.kill(pid, signal);
      } catch {
        // Already gone.
      }
    }
  }
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.on('error', stop);
