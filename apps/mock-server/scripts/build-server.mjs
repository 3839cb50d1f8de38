#!/usr/bin/env node
// The built mock server (what `npm start` and CI run): every source file of src/ (tests excluded) transpiled by esbuild
// into dist/ in the same tree — the plugin directories that @fastify/autoload reads stay directories — plus the files
// that are not TypeScript (the bcrypt worker, the monitor board's page). Types are checked by `tsc` (pnpm typecheck),
// not here. `pnpm mock` keeps running src/ through tsx with hot reload.
// The workspace package @iot/openapi exports TypeScript source, which node cannot load: each of its entries is bundled
// once into dist/workspace/ and the built files import it from there (its own dependencies stay node_modules imports).
// The OpenAPI document is parsed here once and written as JSON beside that bundle (packages/openapi/src/snapshot.ts),
// which reads it while it matches the YAML; the seeded accounts' bcrypt hashes go to dist/seed/password-hashes.json.
import { cpSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import bcrypt from 'bcryptjs';
import { build } from 'esbuild';
import { writeSnapshot } from '@iot/openapi/write-snapshot';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(pkg, 'src');
const out = join(pkg, 'dist');
const TEST = /\.(test|spec)\.ts$|\.d\.ts$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = walk(src).filter((f) => !relative(src, f).startsWith('testing/'));
const entryPoints = files.filter((f) => f.endsWith('.ts') && !TEST.test(f));
const common = {
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
};

const require = createRequire(join(pkg, 'package.json'));
const WORKSPACE = { '@iot/openapi': 'iot-openapi.js', '@iot/openapi/ajv': 'iot-openapi-ajv.js' };
const lib = join(out, 'workspace');

/**
 * Every import stays as written, except a workspace package's, which points at its bundle in dist/workspace/, and a
 * `#src/…` one (package.json `imports`), which points at the built file in dist/.
 */
const workspaceImports = {
  name: 'workspace-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const bundled = WORKSPACE[args.path];
      const target = bundled
        ? join(lib, bundled)
        : args.path.startsWith('#src/')
          ? join(out, args.path.slice('#src/'.length))
          : null;
      if (!target) return { path: args.path, external: true };
      const from = dirname(join(out, relative(src, args.importer)));
      const path = relative(from, target).replaceAll('\\', '/');
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
  },
};

const t0 = Date.now();
rmSync(out, { recursive: true, force: true });
await Promise.all([
  build({
    ...common,
    entryPoints,
    outdir: out,
    outbase: src,
    bundle: true,
    plugins: [workspaceImports],
  }),
  ...Object.entries(WORKSPACE).map(([name, file]) =>
    build({
      ...common,
      entryPoints: [require.resolve(name)],
      outfile: join(lib, file),
      bundle: true,
      packages: 'external',
    }),
  ),
]);
for (const f of files.filter((f) => !f.endsWith('.ts')))
  cpSync(f, join(out, relative(src, f)), { recursive: true });
writeSnapshot(join(lib, 'openapi.snapshot.json'));
// The seeded accounts' bcrypt hashes at the default rounds (src/seed/index.ts takes them on a first start instead of
// spending ≈ 1.3 s of a worker on them before the first answer); fresh salts in every build.
const { SEED_USERS } = await import(pathToFileURL(join(out, 'seed/catalog.js')).href);
const { DEFAULT_BCRYPT_ROUNDS } = await import(pathToFileURL(join(out, 'config.js')).href);
writeFileSync(
  join(out, 'seed/password-hashes.json'),
  JSON.stringify({
    rounds: DEFAULT_BCRYPT_ROUNDS,
    byUser: Object.fromEntries(
      SEED_USERS.map((u) => [u.username, bcrypt.hashSync(u.password, DEFAULT_BCRYPT_ROUNDS)]),
    ),
  }),
);
console.log(
  `built the mock server into dist/ (${entryPoints.length} files, ${Date.now() - t0} ms)`,
);
