import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyPlatform } from './db/migrate.ts';
import { openPgDatabase } from './db/database.ts';
import { freePort } from './free-port.ts';
import { startCluster } from './postgres/cluster.ts';

/**
 * Vitest global setup: one throwaway PostgreSQL cluster for the whole run, named by DATABASE_URL,
 * so each test file's server gets a scratch database in it instead of starting a cluster itself.
 */
export default async function startTestCluster(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vaani-test-pg-'));
  const cluster = await startCluster({ dataDir: path.join(dir, 'data'), port: await freePort(), password: randomBytes(18).toString('base64url'), throwaway: true });
  // The roles are the cluster's, not a database's: made once here, so the test files' servers,
  // preparing their databases at the same moment, never race to create them.
  const db = await openPgDatabase(cluster.url);
  await applyPlatform(db);
  await db.close();
  process.env.DATABASE_URL = cluster.url;
  return async () => {
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
