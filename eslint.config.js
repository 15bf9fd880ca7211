import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { catalogueTables, moduleZones } from './eslint.server-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.stryker-tmp*/**',
      'data/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'vitest.mutation.config.ts', 'vitest.mutation-web.config.ts', 'playwright.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Tests read loosely-typed JSON bodies on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features stay independent: shared code and features never reach into the app shell.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*', '../app/*', '../../app/*'], message: 'Features and shared code must not import the app shell.' }] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'scripts/**', 'e2e/**', 'bench/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Server modules meet only through their index.ts, and nothing imports in a circle.
    files: ['apps/server/src/**/*.ts', 'bench/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json', 'packages/contracts/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: moduleZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The catalogue's tables are read through the catalogue's product-line helpers.
    files: ['apps/server/src/modules/{cart,wishlist,delivery,account,identity,store,notifier,files,i18n,assistant}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '../../db/schema',
              importNames: catalogueTables,
              message: "The catalogue owns its tables: use what '../catalogue' exports (productLineColumns, joinProductLines, findVisibleProducts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
