#!/usr/bin/env node
// Runs the backend test project against a real PostgreSQL 15 instead of PGlite: starts a
// throwaway cluster on 127.0.0.1:54329, prepares it exactly as the local server does (platform
// roles and schemas, migrations, seed), runs `vitest --project supabase` with DATABASE_URL, and
// always stops the cluster. Exits with vitest's code. Extra arguments go to vitest, e.g. a test
// file: `node supabase/tests/real-postgres.mjs supabase/tests/postgrest-conformance.test.ts`.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PORT = 54329;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin'];

function fail(message) {
  console.error(`real-postgres: ${message}`);
  process.exit(1);
}

function findBinary(name) {
  const dir = BIN_DIRS.find((candidate) => existsSync(path.join(candidate, name)));
  return dir ? path.join(dir, name) : null;
}

const initdb = findBinary('initdb');
const pgCtl = findBinary('pg_ctl');
if (!initdb || !pgCtl) {
  fail(`PostgreSQL 15 binaries (initdb, pg_ctl) not found in ${BIN_DIRS.join(', ')}. Install postgresql-15 (CI images have it).`);
}
const version = spawnSync(initdb, ['--version'], { encoding: 'utf8' }).stdout.trim();
if (!/\b15\./.test(version)) console.warn(`real-postgres: expected PostgreSQL 15, found "${version}"; continuing.`);

// initdb refuses to run as root, so the cluster belongs to an unprivileged user.
const asRoot = process.getuid?.() === 0;
const runAs = asRoot ? 'postgres' : null;
if (runAs && spawnSync('id', ['-u', runAs]).status !== 0) {
  const created = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', runAs], { stdio: 'inherit' });
  if (created.status !== 0) fail(`could not create the unprivileged user "${runAs}" for initdb.`);
}

function pg(binary, args) {
  const [command, fullArgs] = runAs ? ['runuser', ['-u', runAs, '--', binary, ...args]] : [binary, args];
  return spawnSync(command, fullArgs, { stdio: 'inherit' });
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'vaani-pg15-'));
const dataDir = path.join(dir, 'data');
if (runAs) {
  const uid = Number(spawnSync('id', ['-u', runAs], { encoding: 'utf8' }).stdout);
  const gid = Number(spawnSync('id', ['-g', runAs], { encoding: 'utf8' }).stdout);
  chownSync(dir, uid, gid);
}

let started = false;
function stop() {
  if (started) pg(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  started = false;
  rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

let code = 1;
try {
  if (pg(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']).status !== 0) fail('initdb failed.');
  const options = `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  if (pg(pgCtl, ['-D', dataDir, '-o', options, '-l', path.join(dir, 'postgres.log'), '-w', 'start']).status !== 0) {
    fail(`PostgreSQL did not start on 127.0.0.1:${PORT} (is the port taken?).`);
  }
  started = true;
  const env = { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${PORT}/postgres` };

  // The same preparation the local server does at start: platform objects, migrations, seed.
  const prepare = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { startLocalSupabase } from '@vaani/supabase-local';
       const server = await startLocalSupabase();
       console.log('real-postgres: applied', server.migrations.applied.length, 'migration(s), seed:', server.migrations.seeded);
       await server.stop();`,
    ],
    { cwd: path.join(ROOT, 'supabase'), env, stdio: 'inherit' },
  );
  if (prepare.status !== 0) fail('preparing the database failed.');

  const vitest = spawnSync('npx', ['vitest', 'run', '--project', 'supabase', ...process.argv.slice(2)], { cwd: ROOT, env, stdio: 'inherit' });
  code = vitest.status ?? 1;
} finally {
  stop();
}
process.exit(code);
