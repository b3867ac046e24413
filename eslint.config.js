// Lint for the whole workspace: besides TypeScript and hooks rules, the direction of dependencies
// (ARCHITECTURE.md): packages → widget and remotes → host, apps composed at run time only; and one
// router face: routing from @vaani/router, never from react-router.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = {
  host: { name: '@vaani/host', dir: 'host' },
  marketing: { name: '@vaani/marketing', dir: 'remotes/marketing' },
  forms: { name: '@vaani/forms', dir: 'remotes/forms' },
  admin: { name: '@vaani/admin', dir: 'remotes/admin' },
  widget: { name: '@vaani/widget', dir: 'widget' },
};

/** Import patterns that reach into an app, by package name or by a relative path. */
function appImportPatterns(appKeys) {
  return appKeys.flatMap((key) => {
    const { name, dir } = APPS[key];
    const last = dir.split('/').pop();
    return [
      { group: [name, `${name}/*`], message: `Dependency direction: ${name} is an app and cannot be imported here.` },
      {
        // Relative paths: any depth of ../ that lands in the app's folder or its sources.
        group: [`**/${dir}/**`, `**/${dir}`, `**/${last}/src/**`, `**/${last}/src`],
        message: `Dependency direction: code under ${dir}/ cannot be imported from here.`,
      },
    ];
  });
}

/**
 * @vaani/router is the only way to routing: federation shares it as one chunk cut to the APIs the
 * site uses, and react-router imported anywhere else would ship the whole package a second time
 * (and, in a remote, a router that is not the host's).
 */
const ROUTER_PATTERNS = [
  {
    group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
    message: 'Import routing from @vaani/router (add what you need to packages/router/src/index.ts).',
  },
];
/**
 * react-query is bundled inside @vaani/data (a federation singleton, which holds the one query
 * cache) and shared through it alone: imported by an app, it would be a second copy of the library.
 */
const QUERY_PATTERN = {
  group: ['@tanstack/react-query', '@tanstack/react-query/*', '@tanstack/query-core'],
  message: 'Read and write data through @vaani/data (packages/data), which holds the query cache.',
};
/** Its memory routers are for stories and tests: the site would pull in the whole data router. */
const ROUTER_TESTING_PATTERN = {
  group: ['@vaani/router/testing'],
  message: '@vaani/router/testing is for stories and tests; pages route with @vaani/router.',
};
/** The files that may use @vaani/router/testing. One glob, so it can be intersected with others. */
const STORIES_AND_TESTS = '**/*.{test,stories}.{ts,tsx}';

const noRestrictedImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * The import rule for `files`: no app of `appKeys`, types only of `typeOnlyAppKeys`, routing only
 * through @vaani/router (unless `router` is false: packages/router itself), and its testing face
 * in stories and tests only. Two config objects, since a later one replaces the rule, not merges.
 */
const restrict = (files, appKeys, typeOnlyAppKeys = [], { router = true, query = true, ignores = [] } = {}) => {
  const patterns = [
    ...appImportPatterns(appKeys),
    // Type declarations (e.g. the widget's typed custom-element tags) carry no run-time coupling.
    ...appImportPatterns(typeOnlyAppKeys).map((p) => ({ ...p, allowTypeImports: true })),
    ...(router ? ROUTER_PATTERNS : []),
    ...(appKeys.length && query ? [QUERY_PATTERN] : []),
  ];
  return [
    { files, ignores: [...ignores, STORIES_AND_TESTS], rules: noRestrictedImports([...patterns, ROUTER_TESTING_PATTERN]) },
    { files: files.map((glob) => [glob, STORIES_AND_TESTS]), ignores, rules: noRestrictedImports(patterns) },
  ];
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  // Everything outside the apps and packages (e2e, scripts, configs): routing rules only; Storybook's
  // decorators wrap stories in routers, like stories themselves.
  ...restrict(['**/*.{ts,tsx,js,mjs}'], []),
  {
    files: ['.storybook/**/*.{ts,tsx}'],
    rules: noRestrictedImports(ROUTER_PATTERNS),
  },
  ...restrict(['packages/**/*.{ts,tsx,js,mjs}'], ['host', 'marketing', 'forms', 'admin', 'widget'], [], { ignores: ['packages/router/**', 'packages/data/**'] }),
  ...restrict(['packages/data/**/*.{ts,tsx,js,mjs}'], ['host', 'marketing', 'forms', 'admin', 'widget'], [], { query: false }),
  ...restrict(['packages/router/**/*.{ts,tsx,js,mjs}'], ['host', 'marketing', 'forms', 'admin', 'widget'], [], { router: false }),
  ...restrict(['remotes/marketing/**/*.{ts,tsx}'], ['host', 'forms', 'admin'], ['widget']),
  ...restrict(['remotes/forms/**/*.{ts,tsx}'], ['host', 'marketing', 'admin'], ['widget']),
  ...restrict(['remotes/admin/**/*.{ts,tsx}'], ['host', 'marketing', 'forms'], ['widget']),
  ...restrict(['widget/**/*.{ts,tsx}'], ['host', 'marketing', 'forms', 'admin']),
  ...restrict(['host/**/*.{ts,tsx}'], ['marketing', 'forms', 'admin'], ['widget']),
);
