import { Worker } from 'node:worker_threads';

/** GoTrue's (and pgcrypto's) cost; stored hashes are $2a$ so Postgres's crypt() reads them too. */
const BCRYPT_ROUNDS = 10;

interface Reply {
  id: number;
  result?: string | boolean;
  error?: string;
}

export interface Passwords {
  hash(password: string): Promise<string>;
  /** Compares against `hash`, or against a decoy of the same cost when there is no user, so both take as long. */
  verify(password: string, hash: string | null): Promise<boolean>;
  close(): Promise<void>;
}

/** bcrypt on a worker thread, started on first use and shared by every request of one server. */
export function createPasswords(): Passwords {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve(value: string | boolean): void; reject(error: Error): void }>();
  let decoy: Promise<string> | undefined;

  function start(): Worker {
    const started = new Worker(new URL('./password-worker.mjs', import.meta.url));
    started.unref();
    started.on('message', ({ id, result, error }: Reply) => {
      const waiter = pending.get(id);
      pending.delete(id);
      if (error !== undefined || result === undefined) waiter?.reject(new Error(error ?? 'no result'));
      else waiter?.resolve(result);
    });
    started.on('error', (error) => {
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
      worker = undefined;
    });
    return started;
  }

  function run(message: Record<string, unknown>): Promise<string | boolean> {
    worker ??= start();
    const id = (nextId += 1);
    const target = worker;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.postMessage({ ...message, id });
    });
  }

  const hash = async (password: string) => String(await run({ op: 'hash', password, rounds: BCRYPT_ROUNDS }));
  return {
    hash,
    async verify(password, stored) {
      decoy ??= hash('decoy password for unknown emails');
      // A hash Postgres wrote in a form bcrypt cannot read matches nothing, like a wrong password.
      const matched = (await run({ op: 'compare', password, hash: stored ?? (await decoy) }).catch(() => false)) === true;
      return stored !== null && matched;
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
