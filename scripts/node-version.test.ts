// Node 24 LTS is said in four places a tool reads: package.json's engines, the `node` package that
// npm scripts run on, .nvmrc (nvm, CI images) and @types/node. They must never drift apart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };
const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
const major = (version: string) => /(\d+)/.exec(version)?.[1];

describe('the Node version', () => {
  it('is 24 wherever a tool reads it', () => {
    expect(pkg.engines.node).toBe('>=24');
    expect(pkg.devDependencies.node).toBe(nvmrc);
    expect([major(nvmrc), major(pkg.devDependencies['@types/node']!)]).toEqual(['24', '24']);
  });

  it('is the one these tests run on', () => {
    expect(process.versions.node).toBe(nvmrc);
  });
});
