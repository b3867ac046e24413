// promote, rollback and releases as a remote team runs them, on releases made by hand in a
// folder of their own (RELEASES_DIR): `npm run release` builds for real and takes a minute.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedVersions } from '@vaani/build';

let dir: string;
const host = sharedVersions('host');

function fakeRelease(version: string, builtAt: string, shared = host) {
  mkdirSync(path.join(dir, 'marketing', version), { recursive: true });
  writeFileSync(
    path.join(dir, 'marketing', version, 'release.json'),
    JSON.stringify({ remote: 'marketing', version, commit: 'abc1234567890', builtAt, shared, entries: {} }),
  );
}

function npmRun(...args: string[]) {
  const { status, stdout, stderr } = spawnSync('node', ['scripts/release.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: dir },
  });
  return { status, output: `${stdout}${stderr}` };
}

const live = () => JSON.parse(readFileSync(path.join(dir, 'marketing', 'live.json'), 'utf8')) as { version: string; before: string[] };

describe('npm run promote / rollback / releases', () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vaani-releases-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('promotes, lists the live one marked, and rolls back to the release live before', () => {
    fakeRelease('aaaaaaaaaaa1', '2026-11-27T01:00:00.000Z');
    fakeRelease('aaaaaaaaaaa2', '2026-11-27T02:00:00.000Z');
    expect(npmRun('promote', 'marketing', 'aaaaaaaaaaa1')).toMatchObject({ status: 0, output: 'marketing aaaaaaaaaaa1 is live\n' });
    expect(npmRun('promote', 'marketing', 'aaaaaaaaaaa2').status).toBe(0);
    expect(live()).toMatchObject({ version: 'aaaaaaaaaaa2', before: ['aaaaaaaaaaa1'] });
    const listed = npmRun('releases', 'marketing').output.split('\n');
    expect(listed[0]).toMatch(/^\* live aaaaaaaaaaa2 /);
    expect(listed[1]).toMatch(/^ {6} aaaaaaaaaaa1 /);
    expect(npmRun('rollback', 'marketing')).toMatchObject({ status: 0, output: 'marketing aaaaaaaaaaa1 is live again\n' });
    expect(live()).toMatchObject({ version: 'aaaaaaaaaaa1', before: [] });
    expect(npmRun('rollback', 'marketing')).toMatchObject({ status: 1, output: expect.stringContaining('no release live before aaaaaaaaaaa1') });
  });

  it('refuses a release built against another React major, naming the package, and leaves the live one as it was', () => {
    fakeRelease('aaaaaaaaaaa1', '2026-11-27T01:00:00.000Z');
    fakeRelease('bbbbbbbbbbb1', '2026-11-27T02:00:00.000Z', { ...host, react: { version: '18.3.1', range: '^18.3.1' } });
    npmRun('promote', 'marketing', 'aaaaaaaaaaa1');
    const refused = npmRun('promote', 'marketing', 'bbbbbbbbbbb1');
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`react: the host has ${host.react?.version}, the release accepts ^18.3.1`);
    expect(live().version).toBe('aaaaaaaaaaa1');
  });

  it('refuses a version that was never released', () => {
    expect(npmRun('promote', 'marketing', 'cccccccccccc')).toMatchObject({ status: 1, output: expect.stringContaining('no release marketing cccccccccccc') });
  });
});
