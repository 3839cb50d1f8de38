#!/usr/bin/env node
// Bundle budgets (docs/testing.md#first-load-budgets): gzipped JS of the first load of /login and of the projects page
// (with its brotli size, what the demo server sends), and echarts only in chart routes.
// Builds apps/web with a Vite manifest, then walks the static import graph from the page's document entry (index.html, or
// login/index.html: /login is a document of its own) plus each route's lazy module: what a browser must download before
// the page can render. Prints the sizes; exits 1 when a budget is exceeded. `--no-build` reuses apps/web/dist (`pnpm
// test:budget`: turbo builds it first); `--dist=<dir>` reads a build made elsewhere (every build writes the manifest).
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(root, 'apps/web');
const distArg = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length);
const dist = distArg ? resolve(distArg) : join(web, 'dist');
const KB = 1024;

// The page's document (its manifest key), the lazy route modules react-router loads for it (its chain in app/router.tsx,
// source paths relative to apps/web) and the page's budget in gzipped KB.
const R = (m) => `src/app/routes/${m}.tsx`;
// /login's budget holds react-hook-form and the kit's Field; zod and the schema load on first focus
// (docs/decisions/0139-forms-from-the-document.md).
export const BUDGETS = [
  { page: '/login', entry: 'login/index.html', modules: [], budgetKb: 125 },
  {
    page: '/org/{orgSlug}/ (projects)',
    entry: 'index.html',
    modules: [
      R('root'),
      R('data-root'),
      R('app-layout'),
      R('org/root'),
      R('org/layout'),
      R('org/projects'),
    ],
    budgetKb: 160,
  },
];
// Routes allowed to pull echarts (everything else must not, including the entry).
const CHART_ROUTE = /routes\/.*(dashboard|factor|test-ui|monitor)/;

if (!distArg && !process.argv.includes('--no-build')) {
  console.log('[budget] vite build --manifest (apps/web)');
  const r = spawnSync(
    process.execPath,
    [join(web, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const manifestPath = [join(dist, '.vite/manifest.json'), join(dist, 'manifest.json')].find(
  existsSync,
);
if (!manifestPath) throw new Error(`no Vite manifest in ${dist}`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// a module that a chunk group of vite.config.ts took into a shared chunk is not a key of the manifest: its chunk is in
// modules.json, which the build writes beside the manifest
const modulesPath = join(dirname(manifestPath), 'modules.json');
const chunkOfModule = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {};
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const sizes = new Map();
/** gzip (level 9, what the budgets count) and brotli (quality 11, what the demo server sends) of a file, in KB. */
const compressedKb = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, {
      gzip: gzipSync(bytes, { level: 9 }).length / KB,
      brotli: brotliCompressSync(bytes).length / KB,
    });
  }
  return sizes.get(file);
};

/** Every chunk file reached by static imports from the given manifest keys. */
function closure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (name) => {
    const key = name in manifest ? name : keyOfFile.get(chunkOfModule[name]);
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest nor in modules.json: ${name}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  keys.forEach(visit);
  return files;
}

for (const b of BUDGETS) {
  if (!manifest[b.entry]?.isEntry) throw new Error(`no ${b.entry} entry in the manifest`);
}
const hasEcharts = (file) =>
  /echarts|zrender/.test(readFileSync(join(dist, file), 'utf8').slice(0, 2_000_000)) &&
  /registerTheme|echarts\//.test(readFileSync(join(dist, file), 'utf8'));

let failed = 0;
const rows = [];
for (const b of BUDGETS) {
  const files = closure([b.entry, ...b.modules]);
  const total = [...files].reduce((s, f) => s + compressedKb(f).gzip, 0);
  const brotli = [...files].reduce((s, f) => s + compressedKb(f).brotli, 0);
  const echarts = [...files].filter(hasEcharts);
  const ok = total <= b.budgetKb && echarts.length === 0;
  if (!ok) failed++;
  rows.push({
    page: b.page,
    'gzip KB': total.toFixed(1),
    'budget KB': b.budgetKb,
    'brotli KB': brotli.toFixed(1),
    chunks: files.size,
    echarts: echarts.length ? echarts.join(' ') : 'none',
    result: ok ? 'ok' : 'OVER',
  });
}
console.table(rows);

// echarts must live only in chunks that chart routes reach.
const offenders = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
  if (CHART_ROUTE.test(key)) continue;
  for (const f of closure([key])) if (hasEcharts(f)) offenders.push(`${key} → ${f}`);
}
if (offenders.length) {
  failed++;
  console.log('[budget] echarts reached from non-chart routes:\n  ' + offenders.join('\n  '));
} else console.log('[budget] echarts only in chart routes: ok');

if (process.argv.includes('--json')) console.log(JSON.stringify({ rows }));
console.log(`budgets: ${rows.length + 1 - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
