import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROUTES = { group: ['**/routes/**'], message: 'Features and the design system must not import route files.' };
// One exception: the loudness meter is pure TypeScript the uploader's browser runs as the server does (docs/decisions/028).
const WORKER_TYPES_ONLY = {
  group: ['**/worker/**', '!**/worker/audio/', '**/worker/audio/*', '!**/worker/audio/loudness-meter', '**/db/**'],
  allowTypeImports: true,
  message: 'The client may import only types from the worker.',
};
const FEATURES = {
  group: ['**/layout/**', '**/user-gate/**', '**/custom-pages/**', '**/contact/**', '**/auth/**'],
  message: 'client/ui is the design system: it must not import features.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.wrangler', 'worker-configuration.d.ts', 'client/route-tree.gen.ts', 'bench/.state', 'tests/e2e/.state'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // STYLE.md: dependencies flow ui -> features -> routes, and the client sees
    // only the worker's pure type contracts, never its runtime code.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/routes/**', 'client/router.tsx', 'client/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ROUTES, WORKER_TYPES_ONLY] }],
    },
  },
  {
    // Route options (params, search, guards, loaders) run in the entry chunk: zod there adds ~24 kB
    // gzipped to every first load (bench: first-route JavaScript). Use client/routing/ readers.
    files: ['client/routes/**/*.{ts,tsx}', 'client/router.tsx', 'client/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'Route files run in the entry chunk: read params and search with client/routing/ (route-params.ts, search-values.ts).' }], patterns: [WORKER_TYPES_ONLY] },
      ],
    },
  },
  {
    files: ['client/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ROUTES, WORKER_TYPES_ONLY, FEATURES] }] },
  },
  {
    files: ['worker/**/*.ts', 'db/**/*.ts', 'tests/worker/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'tests/e2e/**/*.ts', 'db/seed/cli.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
