/**
 * ESLint for every workspace (`npm run lint`, part of `npm test`). Besides the
 * TypeScript rules it holds the design's boundaries (docs/architecture.md,
 * "Boundaries"): no import cycles, pages never import pages, route files never
 * reach the database themselves, a remote never imports another app's source,
 * and shared imports no app. Formatting is Prettier's (eslint-config-prettier
 * turns off the rules that would argue with it).
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mf-users', 'mf-questions', 'mf-applicants', 'mf-assessments', 'mf-exam'];

/** A browser app may import its own source, @mizan/shared and the federated mf_questions; never another app's folder. */
const appZones = apps.map((app) => ({
  target: `./${app}/src`,
  from: [...apps.filter((other) => other !== app).map((other) => `./${other}`), './server'],
  message: 'An app never imports another app or the server: share through @mizan/shared or a federated module.',
}));

/** Pages are screens: what two screens have in common lives in components/ or state/. */
const pageZones = apps.map((app) => ({
  target: `./${app}/src/pages`,
  from: `./${app}/src/pages`,
  message: 'A page never imports another page: move what both need to components/ or state/.',
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/coverage/', 'data/', 'e2e/artifacts/', 'sourcemaps/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appZones,
            ...pageZones,
            {
              target: './shared/src',
              from: ['./server', ...apps.map((app) => `./${app}`)],
              message: '@mizan/shared is used by every app and the server; it imports none of them.',
            },
            {
              target: './server/src',
              from: apps.map((app) => `./${app}`),
              message: 'The server never imports a browser app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'Route files stay thin: queries live in server/src/services (records files).' }],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        performance: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        structuredClone: 'readonly',
        document: 'readonly',
        window: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        getComputedStyle: 'readonly',
        NodeFilter: 'readonly',
        navigator: 'readonly',
        location: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  prettier,
);
