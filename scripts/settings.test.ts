// Fail closed: a production build or `npm run serve` missing a required setting refuses at once,
// naming it, and the configuration table operators read is the declaration's.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '@vaani/remotes/settings';

/** A production environment: every required build and serve setting, none of the local ones. */
const PRODUCTION = Object.fromEntries(SETTINGS.filter((s) => s.required).map((s) => [s.name, s.example.startsWith('http') ? s.example : 'x']));
const { PATH, HOME } = process.env;

function run(script: string, env: Record<string, string>) {
  // .env.local (the local stack's keys) is in this checkout: a production run must not use it.
  const result = spawnSync(process.execPath, [script], { env: { PATH: PATH ?? '', HOME: HOME ?? '', ...env }, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, errors: result.stderr.trim().split('\n') };
}

describe('a production build', () => {
  it('without VITE_SUPABASE_URL refuses before building, in one line naming it and what to set', () => {
    const { VITE_SUPABASE_URL: _unset, ...env } = PRODUCTION;
    const { status, errors } = run('scripts/build.mjs', env);
    expect(status).toBe(1);
    expect(errors[0]).toMatch(/^✖ VITE_SUPABASE_URL is not set: set it to .*, e\.g\. VITE_SUPABASE_URL=https:\/\//);
    expect(errors.filter((line) => line.startsWith('✖'))).toHaveLength(1);
  });

  it('never defaults SITE_URL or a remote to localhost', () => {
    const { SITE_URL: _site, REMOTE_FORMS_URL: _forms, ...env } = PRODUCTION;
    const { status, errors } = run('scripts/build.mjs', env);
    expect(status).toBe(1);
    expect(errors.filter((line) => line.startsWith('✖')).map((line) => line.split(' ')[1])).toEqual(['SITE_URL', 'REMOTE_FORMS_URL']);
  });
});

describe('npm run serve', () => {
  it('refuses some remotes given without the others', () => {
    const { status, errors } = run('host/server/serve.mjs', { VITE_SUPABASE_URL: 'https://abcd.supabase.co', REMOTE_MARKETING_URL: 'https://cdn.example.com/m/assets/remoteEntry.js' });
    expect(status).toBe(1);
    expect(errors.map((line) => line.split(' ')[1])).toEqual(['REMOTE_MARKETING_SSR_URL', 'REMOTE_FORMS_URL', 'REMOTE_FORMS_SSR_URL', 'REMOTE_ADMIN_URL']);
  });

  it('refuses a LOG_LEVEL pino does not have, in one line', () => {
    const { status, errors } = run('host/server/serve.mjs', { VITE_SUPABASE_URL: 'https://abcd.supabase.co', LOG_LEVEL: 'verbose' });
    expect(status).toBe(1);
    expect(errors).toEqual(["✖ LOG_LEVEL is not one of pino's levels (trace, debug, info, warn, error, fatal, silent): verbose"]);
  });
});

/** The source files under `dir`, recursively, leaving out tests and builds. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|spec|stories)\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/node_modules|\/dist|\/_test\//.test(file));
}

describe('the declaration', () => {
  it('holds every variable the builds, the page server and the functions read', () => {
    const read = (dirs: string[], pattern: RegExp) =>
      new Set(dirs.flatMap(sources).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => String(match[1]))));
    const declared = (reader: string) => new Set(SETTINGS.filter((s) => s.readBy.includes(reader as never)).map((s) => s.name));
    const browser = read(['host/src', 'remotes', 'widget/src', 'packages/data/src', 'packages/ui/src'], /import\.meta\.env\.((?:VITE_|SITE_)\w+)/g);
    expect([...browser].filter((name) => !declared('build').has(name))).toEqual([]);
    const server = read(['host/server'], /process\.env\.([A-Z_0-9]+)/g);
    expect([...server].filter((name) => !declared('serve').has(name))).toEqual([]);
    const functions = read(['supabase/functions'], /\benv\('([A-Z_0-9]+)'\)/g);
    for (const mapped of readFileSync('supabase/functions/get-secrets/index.ts', 'utf8').matchAll(/: '([A-Z_]+)',/g)) functions.add(String(mapped[1]));
    expect([...functions].filter((name) => !declared('functions').has(name))).toEqual([]);
  });
});

describe('the Dockerfile', () => {
  it('takes every setting the builds read as a build argument, and serves as the release path does', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const args = /^ARG (.*)$/m.exec(dockerfile)?.[1]?.split(' ');
    expect(args).toEqual(SETTINGS.filter((s) => s.readBy.includes('build')).map((s) => s.name));
    expect(dockerfile).toMatch(/^RUN npm ci .*\n[\s\S]*^RUN npm run build && npm prune --omit=dev/m);
    for (const line of ['USER node', 'STOPSIGNAL SIGTERM', 'HEALTHCHECK ']) expect(dockerfile).toContain(`\n${line}`);
    expect(dockerfile).toContain('/healthz');
    const serve = JSON.parse(readFileSync('package.json', 'utf8')).scripts.serve.replace(/^exec /, '').split(' ');
    expect(dockerfile).toContain(`\nCMD ${JSON.stringify(serve).replace(/,/g, ', ')}`);
  });
});

describe('docs/operating.md', () => {
  it("lists every setting as declared: who reads it, required or its default, an example", () => {
    const rows = SETTINGS.map(
      ({ name, readBy, required, default: fallback, example, about }) =>
        `| \`${name}\` | ${readBy.join(', ')} | ${required ? 'required' : fallback} | \`${example}\` | ${about} |`,
    );
    const table = ['| Variable | Read by | Required or default | Example | What it is |', '|---|---|---|---|---|', ...rows].join('\n');
    const doc = readFileSync('docs/operating.md', 'utf8');
    expect(doc.slice(doc.indexOf('| Variable |')).split('\n\n')[0]?.trim()).toBe(table);
  });
});
