import fs from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web's features, read from their folders: a new feature folder is covered without editing this file. */
const FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      // The servers bench/realtime.mjs compares with (bench/prepare-baseline.sh): other commits' checkouts.
      'bench/.baseline/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      ...importPlugin.flatConfigs.typescript.settings,
      // Resolves `./x.js` to `./x.ts`, the workspaces' packages and their subpath exports, as tsc does.
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/domain/tsconfig.json'],
        },
      },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Circles of imports are dependency-cruiser's `no-circular` (scripts/check-imports.mjs, the same `npm run lint`,
      // dynamic and type-only imports included): 6 s for the whole repository, where import/no-cycle took 116 s.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              allowTypeImports: true,
              message:
                "The app's useTranslation (src/lib/use-translation.ts): the same hook, lighter on a first render.",
            },
          ],
        },
      ],
      // Features never import each other; shared code flows shared -> features -> app (bulletproof-react).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: compose them in app/routes.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    // Tests may check one layer through another (a seed through the module queries, a query plan).
    ignores: ['**/*.test.ts'],
    rules: {
      // The server's layers: modules use platform, db and realtime; none of these three imports a module.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/server/src/platform', './apps/server/src/db'],
              from: './apps/server/src/modules',
              message: 'platform/ and db/ import no module: the modules build on them.',
            },
            {
              target: './apps/server/src/realtime',
              from: './apps/server/src/modules',
              message: 'realtime/ imports no module: a module registers what it publishes with the realtime hub.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'fastify', '@campus/server', '@campus/web'],
              message: 'packages/domain stays pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', 'apps/server/src/testing/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
