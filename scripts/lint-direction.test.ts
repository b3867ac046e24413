// Proves the lint rule that guards the direction of dependencies actually fails on violations.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function directionErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('dependency direction', () => {
  it.each([
    ['packages/ui/src/x.ts', "import '@vaani/host';"],
    ['packages/data/src/x.ts', "import '@vaani/widget';"],
    ['packages/stores/src/x.ts', "import '../../../remotes/admin/src/admin-routes';"],
    ['remotes/forms/src/x.ts', "import '@vaani/marketing';"],
    ['remotes/forms/src/x.ts', "import '../../marketing/src/pages';"],
    ['remotes/forms/src/features/a/b.ts', "import '../../../../marketing/src/pages';"],
    ['host/src/x.ts', "import '../../widget/src/register';"],
    ['remotes/admin/src/x.ts', "import '@vaani/host';"],
    ['widget/src/x.ts', "import '@vaani/forms';"],
    ['host/src/x.ts', "import '@vaani/admin';"],
    ['host/src/x.ts', "import '@vaani/widget';"],
  ])('%s may not `%s`', async (file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toContain('Dependency direction');
  });

  it.each([
    ['packages/ui/src/x.ts', "import '@vaani/stores';"],
    ['remotes/forms/src/x.ts', "import '@vaani/data';"],
    ['widget/src/x.ts', "import '@vaani/voice';"],
    ['host/src/x.ts', "import type { VaaniEventMap } from '@vaani/widget/types';"],
  ])('%s may `%s`', async (file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });
});

describe('one router face', () => {
  it.each([
    ['host/src/x.tsx', "import { Link } from 'react-router-dom';"],
    ['remotes/marketing/src/x.tsx', "import { Link } from 'react-router';"],
    ['packages/ui/src/x.tsx', "import { NavLink } from 'react-router';"],
    ['remotes/admin/src/x.stories.tsx', "import { MemoryRouter } from 'react-router-dom';"],
    ['.storybook/x.tsx', "import { MemoryRouter } from 'react-router';"],
    ['host/src/x.tsx', "import { MemoryRouter } from '@vaani/router/testing';"],
  ])('%s may not `%s`', async (file, code) => {
    const errors = await directionErrors(file, code);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toContain('@vaani/router');
  });

  it.each([
    ['host/src/x.tsx', "import { Link } from '@vaani/router';"],
    ['host/src/x.test.tsx', "import { createMemoryRouter } from '@vaani/router/testing';"],
    ['remotes/admin/src/x.stories.tsx', "import { MemoryRouter } from '@vaani/router/testing';"],
    ['.storybook/x.tsx', "import { MemoryRouter } from '@vaani/router/testing';"],
    ['packages/router/src/x.ts', "export { Link } from 'react-router';"],
  ])('%s may `%s`', async (file, code) => {
    expect(await directionErrors(file, code)).toEqual([]);
  });
});
