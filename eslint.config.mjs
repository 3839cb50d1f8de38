// One flat config for the whole workspace; every package's `lint` task runs `eslint .` and finds it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const MOCK_RESOLVER = fileURLToPath(
  new URL('./apps/mock-server/scripts/eslint-imports-resolver.cjs', import.meta.url),
);
const MOCK_NO_CLIMB = {
  group: ['../*'],
  message: 'Import from another folder of the mock server through #src/… (package.json imports).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/.data/**',
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
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // the API is reached only through the generated hooks and the one request function (conventions §3); the one other
    // request of the console is its own config.json (lib/runtime-config.ts)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/testing/**',
      'apps/web/src/lib/runtime-config.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message:
            'Call the API through the generated hooks of @iot/api-client (docs/architecture.md).',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message:
            'Call the API through the generated hooks of @iot/api-client (docs/architecture.md).',
        })),
      ],
    },
  },
  {
    // the generated hooks are reached through each feature's api/, which adds what a call changes in the cache
    // (conventions §3); import() too, which no-restricted-imports does not see
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@iot/api-client/hooks/*'],
              message:
                "Use the feature's api/ (features/<name>/api), which wraps the generated hooks.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@iot\\/api-client\\/hooks\\//]',
          message: "Use the feature's api/ (features/<name>/api), which wraps the generated hooks.",
        },
      ],
    },
  },
  {
    // imports flow shared -> features -> app, never feature -> feature (conventions §1)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        [fileURLToPath(
          new URL('./apps/web/scripts/eslint-src-alias-resolver.cjs', import.meta.url),
        )]: {
          extensions: ['.ts', '.tsx', '.js'],
        },
      },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          // lint runs in apps/web: paths are from the repository root
          basePath: ROOT,
          zones: [
            ...[
              'auth',
              'organizations',
              'projects',
              'devices',
              'factors',
              'downloads',
              'tokens',
              'forwarders',
              'users',
              'account',
              'monitor',
              'analytics',
              'simulator',
            ].map((f, _, all) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              // a feature may use another feature's data layer (its api/: queries and calls), nothing else of it
              except: [`./${f}`, ...all.filter((g) => g !== f).map((g) => `./${g}/api`)],
            })),
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // The mock server imports across folders through `#src/…` (package.json `imports`); `./` stays within a folder.
    files: ['apps/mock-server/**/*.{ts,mts,mjs}'],
    settings: { 'import/resolver': { [MOCK_RESOLVER]: { extensions: ['.ts', '.js', '.mjs'] } } },
    rules: { 'no-restricted-imports': ['error', { patterns: [MOCK_NO_CLIMB] }] },
  },
  {
    // The mock server's data is read and written through the repositories (src/repositories/): only they use the
    // store's tables; the store itself is opened by the worlds.
    files: ['apps/mock-server/**/*.{ts,mts,mjs}'],
    ignores: [
      'apps/mock-server/src/repositories/**',
      'apps/mock-server/src/db/**',
      'apps/mock-server/src/worlds/world.ts',
      'apps/mock-server/src/plugins/app/db.ts',
    ],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: './apps/mock-server',
              from: [
                './apps/mock-server/src/repositories/table.ts',
                './apps/mock-server/src/db/store.ts',
              ],
              message:
                'Call what a repository says the product does (app.repos.<aggregate>.<operation>), not the store.',
            },
          ],
        },
      ],
    },
  },
  {
    // One configuration module reads the environment, one clock module reads the time (docs/mock-server.md).
    files: ['apps/mock-server/src/**/*.ts'],
    ignores: [
      'apps/mock-server/src/**/*.test.ts',
      'apps/mock-server/src/testing/**',
      'apps/mock-server/src/config.ts',
      'apps/mock-server/src/lib/clock.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from app.config (src/config.ts holds every variable).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from app.clock (src/lib/clock.ts).',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from app.clock (src/lib/clock.ts).',
        },
      ],
    },
  },
  {
    // The simulation of the mock server is pure (docs/mock-server.md): time, seed and recorded events in, answers out.
    // No web framework, no storage, no environment, no I/O — composition (reading settings, the repositories, export
    // files, forwarding connections) lives in src/services and the plugins that call it.
    files: ['apps/mock-server/src/simulation/**/*.ts'],
    ignores: ['apps/mock-server/src/simulation/**/*.test.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: './apps/mock-server/src/simulation',
              from: './apps/mock-server/src',
              except: ['./simulation'],
              message:
                'src/simulation is pure: the caller hands it what it needs (docs/mock-server.md).',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            MOCK_NO_CLIMB,
            {
              group: [
                'fastify',
                '@fastify/*',
                'fastify-plugin',
                'mongodb',
                'node:fs',
                'node:fs/*',
                'fs',
                'fs/*',
                'node:http',
                'node:https',
                'node:net',
                'node:dns',
                'node:dns/*',
                'node:child_process',
                'node:worker_threads',
              ],
              message:
                'src/simulation is pure: no framework, storage or I/O (docs/mock-server.md).',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'src/simulation reads no environment: settings come in as arguments (SimConfig).',
        },
      ],
    },
  },
);
