// How a remote team ships (docs/releasing.md), one remote or the embed at a time:
//   npm run release -- <remote> [--local]   builds it alone into releases/<remote>/<version>/, prints the version
//                                           (with the build's settings from the environment, or the local stack's)
//   npm run promote -- <remote> <version>   makes that release live (refused when it does not fit the host)
//   npm run rollback -- <remote>            makes the release live before it live again
//   npm run releases -- <remote>            lists the releases kept, the live one marked
// RELEASES_DIR moves the releases' folder (default releases/, which `npm start` serves as the CDN);
// RELEASES_KEEP is how many releases of each remote are kept (default 5).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sharedVersions } from '@vaani/build';
import { SERVER_ENTRY } from '@vaani/remotes';
import { integrity } from '@vaani/remotes/integrity';
import { buildWorkspace, requireBuildSettings } from './build.mjs';
import { FIX_FOR_DEVELOPMENT, requireSupportedNode } from '../host/server/node-version.mjs';
import { incompatibilities, LIVE_FILE, RELEASE_MANIFEST, RELEASED, VERSION } from '../host/server/releases.mjs';

const RELEASES_DIR = path.resolve(process.env.RELEASES_DIR || 'releases');
const KEEP = Number(process.env.RELEASES_KEEP || 5);

const workspace = (remote) => (remote === 'widget' ? 'widget' : `remotes/${remote}`);
/** The files a release's record gives an integrity hash for: what a page or the page server loads first. */
const ENTRY_FILES = { browser: 'assets/remoteEntry.js', server: SERVER_ENTRY, embed: 'embed.js', site: 'embed-assets/site/assets/remoteEntry.js' };

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** Every file of a build, relative and sorted; the .gz copies a server wrote beside them are not part of it. */
const filesOf = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.gz'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

function commit() {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  return `${git('rev-parse', 'HEAD')}${git('status', '--porcelain') ? '-dirty' : ''}`;
}

/** A remote's live record, or null: `version` is live, `before` the ones live before it, latest first. */
function readLive(remote) {
  const file = path.join(RELEASES_DIR, remote, LIVE_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function readRelease(remote, version) {
  if (!VERSION.test(version)) throw new Error(`"${version}" is not a release version (12 hex digits)`);
  const file = path.join(RELEASES_DIR, remote, version, RELEASE_MANIFEST);
  if (!existsSync(file)) throw new Error(`no release ${remote} ${version} in ${RELEASES_DIR}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function releasesOf(remote) {
  const dir = path.join(RELEASES_DIR, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => VERSION.test(name) && existsSync(path.join(dir, name, RELEASE_MANIFEST)))
    .map((name) => readRelease(remote, name))
    .sort((a, b) => b.builtAt.localeCompare(a.builtAt));
}

/** Keeps the KEEP newest releases, and always the live one and the one rollback would go back to. */
function prune(remote) {
  const live = readLive(remote);
  const kept = new Set([live?.version, live?.before[0]]);
  for (const { version } of releasesOf(remote).slice(KEEP)) {
    if (!kept.has(version)) rmSync(path.join(RELEASES_DIR, remote, version), { recursive: true, force: true });
  }
}

function release(remote) {
  const ws = workspace(remote);
  requireBuildSettings();
  buildWorkspace(ws);
  const dist = path.join(ws, 'dist');
  const files = filesOf(dist);
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(dist, file)));
  const version = hash.digest('hex').slice(0, 12);
  const folder = path.join(RELEASES_DIR, remote, version);
  if (existsSync(path.join(folder, RELEASE_MANIFEST))) {
    console.log(`${remote} ${version} is released already (the same files)`);
  } else {
    // Copied beside its final place and renamed into it, so no one ever sees half a release.
    const staging = path.join(RELEASES_DIR, remote, `.staging-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    for (const file of files) cpSync(path.join(dist, file), path.join(staging, file));
    const entries = Object.fromEntries(
      Object.entries(ENTRY_FILES)
        .filter(([, file]) => files.includes(file))
        .map(([kind, file]) => [kind, { file, integrity: integrity(readFileSync(path.join(dist, file))) }]),
    );
    const record = { remote, version, commit: commit(), builtAt: new Date().toISOString(), shared: sharedVersions(ws), entries };
    writeFileSync(path.join(staging, RELEASE_MANIFEST), `${JSON.stringify(record, null, 2)}\n`);
    renameSync(staging, folder);
  }
  prune(remote);
  console.log(version);
}

/** Changes a remote's live record under a lock, written whole and renamed into place (atomic). */
function changeLive(remote, change) {
  const dir = path.join(RELEASES_DIR, remote);
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, `${LIVE_FILE}.lock`);
  const until = Date.now() + 10_000;
  let fd;
  while (fd === undefined) {
    try {
      fd = openSync(lock, 'wx');
    } catch (error) {
      if (error.code !== 'EEXIST' || Date.now() > until) fail(`${lock} is held: another promote or rollback is running (or died; delete the file)`);
      execFileSync('sleep', ['0.1']);
    }
  }
  try {
    const next = change(readLive(remote));
    const temporary = path.join(dir, `${LIVE_FILE}.${process.pid}`);
    writeFileSync(temporary, `${JSON.stringify({ ...next, promotedAt: new Date().toISOString() }, null, 2)}\n`);
    renameSync(temporary, path.join(dir, LIVE_FILE));
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

function promote(remote, version) {
  const { shared } = readRelease(remote, version);
  const problems = incompatibilities(sharedVersions('host'), shared);
  if (problems.length) fail(`${remote} ${version} does not fit the host, not promoted:\n  ${problems.join('\n  ')}`);
  changeLive(remote, (live) => ({
    version,
    before: live && live.version !== version ? [live.version, ...live.before].slice(0, KEEP) : (live?.before ?? []),
  }));
  console.log(`${remote} ${version} is live`);
}

function rollback(remote) {
  let target;
  changeLive(remote, (live) => {
    if (!live?.before.length) fail(`${remote} has no release live before ${live?.version ?? 'now'} to go back to`);
    target = live.before[0];
    readRelease(remote, target);
    return { version: target, before: live.before.slice(1) };
  });
  console.log(`${remote} ${target} is live again`);
}

function list(remote) {
  const live = readLive(remote);
  const releases = releasesOf(remote);
  if (!releases.length) console.log(`no releases of ${remote} in ${RELEASES_DIR}: npm run release -- ${remote}`);
  for (const { version, builtAt, commit: built } of releases) {
    console.log(`${version === live?.version ? '* live' : '      '} ${version}  built ${builtAt}  commit ${built.slice(0, 12)}`);
  }
}

requireSupportedNode(FIX_FOR_DEVELOPMENT);
const [command, remote, version] = process.argv.slice(2);
const commands = { release, promote, rollback, releases: list };
if (!RELEASED.includes(remote)) fail(`name what to ${command}: one of ${RELEASED.join(', ')} (e.g. npm run ${command} -- marketing)`);
if (command === 'promote' && !version) fail(`name the release to promote: npm run promote -- ${remote} <version> (npm run releases -- ${remote} lists them)`);
try {
  commands[command](remote, version);
} catch (error) {
  fail(error.message);
}
