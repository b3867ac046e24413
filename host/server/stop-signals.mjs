// SIGINT and SIGTERM stop a command; a second one forces the stop. A signal sent to a process
// group also reaches npm, which passes it on to its script: one Ctrl+C or one container stop can
// arrive twice within milliseconds. So signals within REPEAT_WINDOW_MS of the first count as that
// one, and only a later one is the second signal.
const REPEAT_WINDOW_MS = 1_000;

/** @param {(signal: NodeJS.Signals, force: boolean) => void} stop */
export function onStopSignals(stop) {
  let first = 0;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      const now = Date.now();
      if (first === 0) {
        first = now;
        stop(signal, false);
      } else if (now - first > REPEAT_WINDOW_MS) stop(signal, true);
    });
  }
}
