// Renders run one at a time (each server entry holds one query cache, which a render owns while it
// runs), each within a deadline, and a path asked for while its render runs waits for that one.

/** @template T */
export function createRenderQueue() {
  let queue = Promise.resolve();
  /** @type {Map<string, Promise<any>>} */
  const inFlight = new Map();

  /**
   * Runs `job` after those queued before it; rejects once `deadlineMs` has passed (its signal is
   * then aborted, and the next job does not wait for it).
   * @param {(signal: AbortSignal) => Promise<T>} job @param {number} deadlineMs @returns {Promise<T>}
   */
  async function withDeadline(job, deadlineMs) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(Object.assign(new Error(`render took over ${deadlineMs} ms`), { reason: 'deadline' })), deadlineMs);
    const abandoned = new Promise((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    const run = queue.then(() => job(controller.signal));
    const outcome = Promise.race([run, abandoned]);
    queue = outcome.then(
      () => undefined,
      () => undefined,
    );
    try {
      return await outcome;
    } finally {
      clearTimeout(timer);
      run.catch(() => undefined);
    }
  }

  return {
    withDeadline,
    /** `start()` for `key`, unless one started for it is still running: then that one's outcome. @param {string} key @param {() => Promise<T>} start */
    once(key, start) {
      let job = inFlight.get(key);
      if (!job) {
        const started = start().finally(() => {
          if (inFlight.get(key) === started) inFlight.delete(key);
        });
        job = started;
        inFlight.set(key, job);
      }
      return job;
    },
    /** Forgets the renders running: the next ask starts afresh. */
    forget: () => inFlight.clear(),
  };
}
