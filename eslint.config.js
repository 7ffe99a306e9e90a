// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import layers from './eslint/layer-boundaries.js';
import cycles from './eslint/no-import-cycle.js';
import importUp from './eslint/no-import-up.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
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
    plugins: { layers, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'layers/layer-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Never inject raw HTML: use <SafeHtml> (src/ui/cms-markup: the browser sanitiser or DOMPurify).',
        },
      ],
    },
  },
  {
    // Issue 31: imports run one way, in every folder of the source (the core hands the modules
    // it starts what they need, rather than their reaching back for it).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { cycles },
    rules: { 'cycles/no-import-cycle': 'error' },
  },
  {
    // Issue 42: in every layer, a subfolder never imports a file above it; what subfolders share
    // sits in a subfolder of its own (docs/decisions/core-explicit-dependencies.md).
    files: ['src/**/*.{ts,tsx}'],
    // A test (and src/testing's helpers) sets up the page's core as the bootstrap does; the rule
    // is about production code.
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'src/testing/**'],
    plugins: { 'import-up': importUp },
    rules: { 'import-up/no-import-up': 'error' },
  },
  {
    // Issue 14: the source is React only; the compat runtime is a build option (vite.config.ts
    // aliases react to preact/compat), never an import.
    files: ['src/**', 'tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^preact(/|$)',
              message: 'Import React: STORE_RUNTIME=preact swaps the renderer at build time.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'demo-host/**', '.ci/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['tests/**', 'src/testing/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    // Playwright's fixtures with no dependencies are written `async ({}, use)`.
    files: ['tests/e2e/**', 'tests/engines/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
