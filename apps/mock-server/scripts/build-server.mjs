#!/usr/bin/env node
// The built mock server (what `npm start` and CI run): every source file of src/ (tests excluded) transpiled by esbuild
// into dist/ in the same tree — the plugin directories that @fastify/autoload reads stay directories — plus the files
// that are not TypeScript (the bcrypt worker, the monitor board's page). Types are checked by `tsc` (pnpm typecheck),
// not here. `pnpm mock` keeps running src/ through tsx with hot reload. The OpenAPI document is parsed here once and
// written as JSON beside the built loader (src/openapi/snapshot.ts), which reads it while it matches the YAML.
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';

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
const t0 = Date.now();
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: out,
  outbase: src,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
for (const f of files.filter((f) => !f.endsWith('.ts')))
  cpSync(f, join(out, relative(src, f)), { recursive: true });
const yaml = readFileSync(join(pkg, '../../openapi/openapi.yaml'), 'utf8');
writeFileSync(
  join(out, 'openapi/openapi.snapshot.json'),
  JSON.stringify({
    sha256: createHash('sha256').update(yaml).digest('hex'),
    document: parse(yaml),
  }),
);
console.log(
  `built the mock server into dist/ (${entryPoints.length} files, ${Date.now() - t0} ms)`,
);
