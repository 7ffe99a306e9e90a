// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * The import direction of ARCHITECTURE.md as a lint rule:
 * core ← api ← auth ← widgets (and ui, shared widget UI); mocks only from stories, demo-host, tests.
 * Widgets never import one another.
 */
const WIDGETS = readdirSync(new URL('./src/widgets', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: './src/core',
    from: ['./src/api', './src/auth', './src/ui', './src/widgets', './src/mocks'],
    message: 'core imports nothing of ours.',
  },
  {
    target: './src/api',
    from: ['./src/auth', './src/ui', './src/widgets', './src/mocks'],
    message: 'api imports only core.',
  },
  {
    target: './src/auth',
    from: ['./src/ui', './src/widgets', './src/mocks'],
    message: 'auth imports only api and core.',
  },
  {
    target: './src/ui',
    from: ['./src/widgets', './src/mocks'],
    message: 'ui (shared widget UI) imports only auth, api and core.',
  },
  {
    target: './src/widgets',
    from: ['./src/mocks'],
    message: 'only stories, demo-host and tests import the fake backend.',
  },
  ...WIDGETS.map((name) => ({
    target: `./src/widgets/${name}`,
    from: './src/widgets',
    except: [`./${name}`],
    message: 'a widget never imports another widget; share code through src/ui or src/core.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never inject raw HTML: use <SafeHtml> (DOMPurify).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'demo-host/**', '.ci/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['tests/**', 'stories/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
