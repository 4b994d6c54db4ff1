import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.tmp',
      'node_modules',
      'server/db/migrations',
      'test-results*',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-dom', '#server/*', '#web/*', 'drizzle-orm*'] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['#server/*', 'node:*'] }] },
  },

  // Imports only run down (docs/architecture.md, "Layers"). A later block replaces the options of
  // an earlier one for the same files, so each block repeats the tree's own base patterns.
  {
    files: ['server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^#server/|/)app\\.ts$',
              message: 'Features depend on server/deps.ts (AppDeps), never on app.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/integrations/**/*.ts', 'server/http/**/*.ts', 'server/db/**/*.ts'],
    // seed.ts runs at start-up beside index.ts (it hashes the admin password with the auth feature).
    ignores: ['**/*.test.ts', '**/*-stub.ts', '**/test-fixtures.ts', 'server/db/seed.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^#server/|/)features/',
              message:
                'Integrations, http and db sit below the features: pass what they need in (see createCoach), never import a feature.',
            },
            {
              regex: '(^#server/|/)app\\.ts$',
              message: 'Only server/index.ts and tests import app.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/components/**/*.{ts,tsx}', 'web/lib/**/*.{ts,tsx}', 'web/api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', 'node:*'],
              message: 'The browser never imports server or Node code.',
            },
            {
              regex: '(^#web/|/)features/',
              message:
                'Shared web code (components, lib, api) never imports a feature: the app layer (web/app) wires features in.',
            },
            {
              regex: '(^#web/|/)app/',
              message: 'Shared web code never imports the app layer.',
            },
          ],
        },
      ],
      // no-restricted-imports does not see import(): a lazy import of a feature counts too.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(^#web\\/|\\/)(features|app)\\//]',
          message: 'Shared web code never imports a feature or the app layer, not even lazily.',
        },
      ],
    },
  },
  {
    files: ['web/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', 'node:*'],
              message: 'The browser never imports server or Node code.',
            },
            {
              regex: '(^#web/|/)(features|app|api|components)/',
              message:
                'web/lib is the bottom of the web tree (request helper, session, dates): it imports only common/ and itself.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportExpression[source.value=/(^#web\\/|\\/)(features|app|api|components)\\//]',
          message: 'web/lib imports only common/ and itself, not even lazily.',
        },
      ],
    },
  },
);
