import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOSTED_DEFAULTS, readProjectConfig } from './config.ts';
import { SUPABASE_DIR } from './paths.ts';

const dirs: string[] = [];
function projectWith(toml: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'config.toml'), toml);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readProjectConfig', () => {
  it("reads this project's config.toml", async () => {
    expect(await readProjectConfig(SUPABASE_DIR)).toMatchObject({
      maxRows: 1000,
      refreshTokenReuseSeconds: 10,
      siteUrl: 'http://localhost:5173',
      otpExpirySeconds: 3600,
      mailPerEmailSeconds: 60,
      mailWebPort: 54324,
      mailSmtpPort: 54325,
    });
  });

  it('takes hosted defaults for what the file leaves out, or when there is no file', async () => {
    expect(await readProjectConfig(projectWith(''))).toEqual(HOSTED_DEFAULTS);
    expect(await readProjectConfig(path.join(os.tmpdir(), 'no-such-project'))).toEqual(HOSTED_DEFAULTS);
  });

  it('reads Go durations and the sign-in limit', async () => {
    const config = await readProjectConfig(projectWith('[auth.sessions]\ninactivity_timeout = "1h30m"\n[auth.rate_limit]\nsign_in_sign_ups = 5\n'));
    expect(config).toMatchObject({ sessionInactivitySeconds: 5400, signInsPerAddress: 5 });
  });

  it.each([
    ['[api]\nmax_rows = "many"\n', /api\.max_rows must be a non-negative integer/],
    ['[api]\nschemas = ["public; drop"]\n', /api\.schemas must be a list of schema names/],
    ['[auth.sessions]\ninactivity_timeout = "a week"\n', /inactivity_timeout must be a duration/],
    ['[auth.sessions]\ninactivity_timeout = 8\n', /inactivity_timeout must be a duration/],
    ['[auth]\nadditional_redirect_urls = ["javascript:alert(1)"]\n', /additional_redirect_urls must be a list of http\(s\) addresses/],
  ])('names the setting that is wrong: %s', async (toml, message) => {
    await expect(readProjectConfig(projectWith(toml))).rejects.toThrow(message);
  });
});
