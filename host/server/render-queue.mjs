// Renders run one at a time (each server entry holds one query cache, which a render owns while it
// runs), each within a deadline, and a path asked for while its render runs waits for that one.

export function createRenderQueue() {
  let queue = Promise.resolve();
  const inFlight = new Map();

  /**
   * Runs `job` after those queued before it; rejects once `deadlineMs` has passed, and the next job
   * then does not wait for it.
   */
  function withDeadline(job, deadlineMs) {
    const deadline = AbortSignal.timeout(deadlineMs);
    const abandoned = new Promise((_, reject) => {
      deadline.addEventListener('abort', () => reject(Object.assign(new Error(`render took over ${deadlineMs} ms`), { reason: 'deadline' })), { once: true });
    });
    const outcome = Promise.race([queue.then(job), abandoned]);
    queue = outcome.catch(() => undefined);
    return outcome;
  }

  return {
    withDeadline,
    /** `start()` for `key`, unless one started for it is still running: then that one's outcome. */
    once(key, start) {
      if (inFlight.has(key)) return inFlight.get(key);
      const started = start().finally(() => {
        if (inFlight.get(key) === started) inFlight.delete(key);
      });
      inFlight.set(key, started);
      return started;
    },
    /** Forgets the renders running: the next ask starts afresh. */
    forget: () => inFlight.clear(),
  };
}
