import { createServer } from 'node:net';

/**
 * Ports below Linux's ephemeral range (32768–60999), where no outgoing connection gets its local
 * end: a port picked from that range, free when probed, was taken before its server bound it.
 */
const LOW = 20_000;
/** A few below the range: a stack's mail catcher listens on its API port + 3 and + 4. */
const HIGH = 32_760;

export const bindable = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A port nothing listens on right now, for a server that must be told one. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (await bindable(port)) return port;
  }
}
