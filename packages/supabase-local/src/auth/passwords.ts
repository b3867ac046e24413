import Piscina from 'piscina';

/** GoTrue's (and pgcrypto's) cost; stored hashes are $2a$ so Postgres's crypt() reads them too. */
const BCRYPT_ROUNDS = 10;
const BCRYPT_HASH = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;

/** bcrypt on one worker thread, started on first use and shared by every request of one server. */
export function createPasswords() {
  const pool = new Piscina<Record<string, unknown>, string | boolean>({
    filename: new URL('./password-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: Infinity,
    // On a busy machine a flood of (failed) sign-ins then waits for the CPU instead of the page reads waiting for it.
    niceIncrement: 19,
  });
  let decoy: Promise<string> | undefined;
  const hash = async (password: string) => String(await pool.run({ op: 'hash', password, rounds: BCRYPT_ROUNDS }));
  return {
    hash,
    /**
     * Compares against `stored`, or a decoy of the same cost when there is no user or no password
     * bcrypt can read (empty for an unaccepted invitation, or a form only Postgres reads), so all
     * take as long and match nothing.
     */
    async verify(password: string, stored: string | null): Promise<boolean> {
      decoy ??= hash('decoy password for unknown emails');
      const readable = stored !== null && BCRYPT_HASH.test(stored);
      const matched = (await pool.run({ op: 'compare', password, hash: readable ? stored : await decoy }).catch(() => false)) === true;
      return readable && matched;
    },
    close: () => pool.destroy(),
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
