import { Worker } from 'node:worker_threads';

/** GoTrue's (and pgcrypto's) cost; stored hashes are $2a$ so Postgres's crypt() reads them too. */
const BCRYPT_ROUNDS = 10;
const BCRYPT_HASH = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;

interface Reply {
  id: number;
  result?: string | boolean;
  error?: string;
}

/** bcrypt on a worker thread, started on first use and shared by every request of one server. */
export function createPasswords() {
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
    /**
     * Compares against `stored`, or against a decoy of the same cost when there is no user or no
     * password bcrypt can read (empty, as for an invitation not yet accepted, or a form Postgres
     * wrote that bcrypt cannot read), so all take as long and match nothing.
     */
    async verify(password: string, stored: string | null): Promise<boolean> {
      decoy ??= hash('decoy password for unknown emails');
      const readable = stored !== null && BCRYPT_HASH.test(stored);
      const matched = (await run({ op: 'compare', password, hash: readable ? stored : await decoy }).catch(() => false)) === true;
      return readable && matched;
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
