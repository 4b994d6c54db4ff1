import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './eslint/feature-boundaries.js';

/*
 * Layer rules. A later block replaces the options of an earlier one for the same files, so each
 * block lists everything its files may not import. `no-restricted-imports` does not see import(),
 * so a lazy import is checked with `no-restricted-syntax` from the same regular expressions.
 */
const appImport = (message) => ({ regex: '(^#server/|/)app\\.ts$', message });
const NO_SERVER_CODE = {
  group: ['#server/*', 'node:*'],
  message: 'The browser never imports server or Node code.',
};
const webDirs = (dirs, message) => ({ regex: `(^#web/|/)(${dirs.join('|')})/`, message });
const SHARED_WEB_LAYER = webDirs(
  ['features', 'app'],
  'Shared web code (components, lib, api) never imports a feature or the app layer: the app layer (web/app) wires features in.',
);

function layer({ files, ignores = [], forbidden, paths = [], syntax = [] }) {
  const lazy = forbidden.filter((pattern) => pattern.regex);
  return {
    files,
    ignores: ['**/*.test.{ts,tsx}', ...ignores],
    rules: {
      'no-restricted-imports': ['error', { patterns: forbidden, paths }],
      'no-restricted-syntax': [
        'error',
        ...lazy.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
          message: `${message} (lazy import() included)`,
        })),
        ...syntax,
      ],
    },
  };
}

/*
 * Reads and writes of the server live in `api/` folders (web/api and each feature's api/): a page
 * or component calls their hooks, never TanStack Query itself. There is no default fetcher, so
 * every query is a `queryOptions` with its own `queryFn`, and a hook reads through it.
 */
/**
 * The constants of the workout and exercise schemas come from their zod-free modules: imported
 * from the schema module, they load zod (23 kB gzipped) into every page that shows them
 * (decision 046).
 */
const SCHEMA_CONSTANTS = [
  {
    name: '#common/schemas/workouts.ts',
    importNames: [
      'CALORIES_PER_SECOND',
      'EFFORTS',
      'estimateCalories',
      'EXERCISE_NOTE_MAX',
      'MAX_LOAD_LBS',
      'MAX_LOGGED_SETS',
      'MAX_SET_REPS',
      'MAX_SET_SECONDS',
      'REST_BETWEEN_EXERCISES_S',
      'REST_BETWEEN_SETS_S',
      'RPE_VALUES',
      'SET_SCHEMES',
      'SETS_PER_EXERCISE',
      'SUPERSET_LETTERS',
    ],
    message: 'Import workout constants from #common/workout-constants.ts (no zod).',
  },
  {
    name: '#common/schemas/exercises.ts',
    importNames: ['DIFFICULTIES', 'EXERCISE_CATEGORIES', 'MUSCLES'],
    message: 'Import exercise constants from #common/exercise-constants.ts (no zod).',
  },
];
const QUERIES_IN_API = {
  name: '@tanstack/react-query',
  importNames: [
    'useQuery',
    'useQueries',
    'useSuspenseQuery',
    'useInfiniteQuery',
    'useMutation',
    'useQueryClient',
    'queryOptions',
    'infiniteQueryOptions',
  ],
  message:
    "Queries and mutations live in an api/ folder (web/api or the feature's api/): call its hooks here.",
};
/**
 * What the landing page's first load runs stays without React Router (decision 048): these
 * modules take their links from web/components/links.tsx, and the router loads on the first
 * navigation.
 */
const NO_ROUTER = {
  name: 'react-router',
  message:
    'The landing page starts without React Router (decision 048): use Link or NavLink from #web/components/links.tsx.',
};
const LANDING_START_COMPONENTS = [
  'web/components/links.tsx',
  'web/components/logo.tsx',
  'web/components/site-header.tsx',
  'web/components/site-footer.tsx',
  'web/components/icons.tsx',
  'web/components/ui/deferred-toaster.tsx',
  'web/components/ui/button-variants.ts',
];
const LANDING_START_APP = [
  'web/main.tsx',
  'web/app/landing-app.tsx',
  'web/app/app-frame.tsx',
  'web/app/page-views.ts',
  'web/app/lazy-page.ts',
  'web/app/route-error.tsx',
  'web/app/boot-shell.ts',
  'web/features/landing/**/*.tsx',
];
const REQUIRE_AUTH_IN_LAYOUT = {
  name: '#web/components/require-auth.tsx',
  message:
    'The member layout route guards signed-in pages (web/app/member-layout.tsx, from common/routes.ts): a page never wraps itself.',
};
const QUERY_SHAPE = [
  {
    selector:
      'CallExpression[callee.name=/^use(Suspense)?Query$/] > ObjectExpression.arguments:not(:has(SpreadElement))',
    message:
      'A query reads through its queryOptions: useQuery(thingQueryOptions(...)) or useQuery({ ...thingQueryOptions(...), enabled }).',
  },
  {
    selector:
      'CallExpression[callee.name=/^(queryOptions|infiniteQueryOptions|useInfiniteQuery)$/] > ObjectExpression.arguments:not(:has(> Property[key.name="queryFn"])):not(:has(> SpreadElement))',
    message: 'Give the query its queryFn: there is no default fetcher that turns a key into a URL.',
  },
];

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
    // Its tests run in Node and may read the files the table names.
    ignores: ['common/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-dom', '#server/*', '#web/*', 'drizzle-orm*'] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['#server/*', 'node:*'], paths: [QUERIES_IN_API, ...SCHEMA_CONSTANTS] },
      ],
    },
  },
  {
    files: ['web/features/*/api/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}', 'web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['#server/*', 'node:*'] }] },
  },
  {
    files: ['web/features/*/api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_SHAPE] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/format.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString'].map((property) => ({
          property,
          message: 'Format dates, times and numbers with web/lib/format.ts (one set for the app).',
        })),
        ...['DateTimeFormat', 'NumberFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: 'Format dates, times and numbers with web/lib/format.ts (one set for the app).',
        })),
      ],
    },
  },
  {
    files: ['web/features/*/pages/**/*.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['#server/*', 'node:*'],
          paths: [QUERIES_IN_API, ...SCHEMA_CONSTANTS, REQUIRE_AUTH_IN_LAYOUT],
        },
      ],
    },
  },

  // Imports only run down (docs/architecture.md, "Layers").
  layer({
    files: ['server/features/**/*.ts'],
    forbidden: [appImport('Features depend on server/deps.ts (AppDeps), never on app.ts.')],
  }),
  // The built-in coach reads the member and the library only through CoachData (decision 032).
  layer({
    files: ['server/features/coach/builtin/**/*.ts'],
    forbidden: [
      appImport('Features depend on server/deps.ts (AppDeps), never on app.ts.'),
      {
        regex: '^(\\.\\./\\.\\./|#server/(features|db|integrations)/)',
        message:
          'The built-in coach reads everything through CoachData (ctx.data, coach-types.ts): no other feature, no database.',
      },
    ],
  }),
  // Features meet at front doors: another feature's index.ts only, and never both ways.
  {
    files: ['server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { features: featureBoundaries },
    rules: { 'features/front-door': 'error' },
  },
  layer({
    files: [
      'server/integrations/**/*.ts',
      'server/http/**/*.ts',
      'server/db/**/*.ts',
      'server/lib/**/*.ts',
    ],
    ignores: ['**/*-stub.ts', '**/test-fixtures.ts'],
    forbidden: [
      {
        regex: '(^#server/|/)features/',
        message:
          'Integrations, http and db sit below the features: pass what they need in (see createCoach), never import a feature.',
      },
      appImport('Only server/index.ts and tests import app.ts.'),
    ],
  }),
  layer({
    files: ['web/components/**/*.{ts,tsx}', 'web/lib/**/*.{ts,tsx}'],
    forbidden: [NO_SERVER_CODE, SHARED_WEB_LAYER],
    paths: [QUERIES_IN_API, ...SCHEMA_CONSTANTS],
  }),
  layer({
    files: LANDING_START_COMPONENTS,
    forbidden: [NO_SERVER_CODE, SHARED_WEB_LAYER],
    paths: [QUERIES_IN_API, ...SCHEMA_CONSTANTS, NO_ROUTER],
  }),
  layer({
    files: ['web/api/**/*.{ts,tsx}'],
    forbidden: [NO_SERVER_CODE, SHARED_WEB_LAYER],
    paths: SCHEMA_CONSTANTS,
    syntax: QUERY_SHAPE,
  }),
  layer({
    files: ['web/lib/**/*.{ts,tsx}'],
    forbidden: [
      NO_SERVER_CODE,
      webDirs(
        ['features', 'app', 'api', 'components'],
        'web/lib is the bottom of the web tree (request helper, session, dates): it imports only common/ and itself.',
      ),
    ],
    paths: [QUERIES_IN_API, ...SCHEMA_CONSTANTS],
  }),
  {
    files: LANDING_START_APP,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['#server/*', 'node:*'],
          paths: [QUERIES_IN_API, ...SCHEMA_CONSTANTS, REQUIRE_AUTH_IN_LAYOUT, NO_ROUTER],
        },
      ],
    },
  },
);
