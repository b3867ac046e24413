// Lint for the whole workspace. Besides the usual TypeScript and hooks rules it enforces the
// direction of dependencies from ARCHITECTURE.md: packages → widget and remotes → host.
// Packages never import an app; a remote never imports another remote or the host; the widget
// never imports an app. Composition across apps happens at run time only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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

const restrict = (files, appKeys, typeOnlyAppKeys = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...appImportPatterns(appKeys),
          // Type declarations (e.g. the widget's typed custom-element tags) carry no run-time coupling.
          ...appImportPatterns(typeOnlyAppKeys).map((p) => ({ ...p, allowTypeImports: true })),
        ],
      },
    ],
  },
});

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
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
  restrict(['packages/**/*.{ts,tsx,js,mjs}'], ['host', 'marketing', 'forms', 'admin', 'widget']),
  restrict(['remotes/marketing/**/*.{ts,tsx}'], ['host', 'forms', 'admin'], ['widget']),
  restrict(['remotes/forms/**/*.{ts,tsx}'], ['host', 'marketing', 'admin'], ['widget']),
  restrict(['remotes/admin/**/*.{ts,tsx}'], ['host', 'marketing', 'forms'], ['widget']),
  restrict(['widget/**/*.{ts,tsx}'], ['host', 'marketing', 'forms', 'admin']),
  restrict(['host/**/*.{ts,tsx}'], ['marketing', 'forms', 'admin'], ['widget']),
);
