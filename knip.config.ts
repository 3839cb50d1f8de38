/**
 * The dead-code check of the whole workspace, run by `pnpm lint` twice: `knip` (an export, file or dependency that
 * nothing imports, tests included) and `knip --production` (the product's own files only, an export counting as used by
 * its own module: what is left is code that only tests call). Entries are where tools start: the console's documents,
 * the mock's autoloaded plugins and routes, the scripts package.json names (found by knip itself) and the test runners.
 */
import type { KnipConfig } from 'knip';

const production = process.argv.includes('--production');

const config: KnipConfig = {
  ignoreExportsUsedInFile: production,
  // fc-list, taskset: system programs; dev: `pnpm dev` started by tests/dev/fresh-clone.mjs, a script, not a program
  ignoreBinaries: ['fc-list', 'taskset', 'dev'],
  workspaces: {
    '.': {
      // the deployment's tools (nginx's policy printer) and the repository's own scripts
      entry: ['.ci/*.mjs!', 'deploy/nginx/*.mjs!', 'scripts/*.mjs!'],
      // named in openapi/spectral.yaml (`extends`)
      ignoreDependencies: ['@stoplight/spectral-owasp-ruleset'],
    },
    'apps/web': {
      entry: ['scripts/*.{mjs,cjs}'],
      project: ['src/**/*.{ts,tsx,css}!', '!src/testing/**!', 'scripts/*.{mjs,cjs}'],
    },
    'apps/mock-server': {
      entry: [
        // the built server's source: `start` runs dist/server.js (`dev` names src/server.ts, outside production mode)
        ...(production ? ['src/server.ts!'] : []),
        // autoloaded by src/app.ts (@fastify/autoload): every plugin file, every route and control index.ts
        'src/plugins/**/*.ts!',
        'src/{routes,control}/**/index.ts!',
        'src/routes/monitor-board/*.js!',
        'scripts/*.{ts,mjs}',
        'bench/*.ts',
      ],
      project: ['src/**/*.{ts,js}!', '!src/testing/**!', 'scripts/*.{ts,mjs}', 'bench/*.ts'],
      // the built server's bundle of @iot/openapi (scripts/build-server.mjs) imports them from node_modules here
      ignoreDependencies: ['ajv-formats', 'yaml'],
    },
    'packages/api-client': {
      entry: ['src/*.ts!', 'scripts/*.{ts,mjs}'],
      project: ['src/**/*.ts!', '!src/testing/**!', 'scripts/*.{ts,mjs}'],
      // the generated hooks and schemas (src/generated, not in git, so not read here) import these; zod too, which
      // outside production mode the tests are seen to use
      ignoreDependencies: [
        '@tanstack/react-query',
        'react',
        '@types/react',
        ...(production ? ['zod'] : []),
      ],
    },
    'packages/openapi': {
      project: ['src/**/*.ts!', 'scripts/*.mjs'],
    },
    'packages/ui': {
      project: ['src/**/*.{ts,tsx,css}!', '!src/test/**!'],
    },
    tests: {
      entry: [
        '*.mjs',
        'contract/{run,can-deploy}.mjs',
        'contract/vitest.*.config.ts',
        'contract/provider/{verify,verify-outside}.ts',
        'contract/**/*.test.ts',
        'security/**/*.test.ts',
        'e2e/**/*.spec.ts',
        'e2e/{serve,build-console,org-devices-10k}.mjs',
        // run by hand (docs/testing.md)
        'dev/*.mjs',
      ],
      project: ['**/*.{ts,mjs}'],
      // security/support/mock.ts imports the mock's modules by a computed path; pact-cli is the pact-verifier program
      // contract/provider/pact-verifier.ts starts (by its path in node_modules/.bin, which knip reads as an import)
      ignoreDependencies: ['@iot/mock-server', '@pact-foundation/pact-cli', 'pact-verifier'],
    },
    'tests/bench': {
      entry: ['*.mjs'],
      project: ['*.mjs'],
      // started as a program (node_modules/.bin/prism), never imported
      ignoreDependencies: ['@stoplight/prism-cli'],
    },
  },
};

export default config;
