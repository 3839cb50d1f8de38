#!/usr/bin/env node
// Prints the gzipped JavaScript of a page's first load from dist/.vite/manifest.json (run after `vite build`):
// the entry chunk, the lazy route modules of the page (app/routes/…), the translations it loads first, and every chunk
// they import statically. Fails when the total exceeds the budget or when echarts is part of it.
//   node scripts/first-load-size.mjs [--budget-kb 120] [--page login]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const budgetKb = Number(arg('budget-kb', '120'));
const page = arg('page', 'login');
const lang = arg('lang', 'zh');

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// a module that a chunk group took into a shared chunk is no key of the manifest: modules.json names its chunk
const chunkOfModule = JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const keyOf = (name) => (name in manifest ? name : keyOfFile.get(chunkOfModule[name]));

// the page's document and its lazy route modules (/login is a document of its own: login/index.html)
const PAGES = {
  login: ['login/index.html'],
  'not-found': ['index.html', 'src/app/routes/root.tsx', 'src/app/routes/not-found.tsx'],
};
const namespaces = ['common', 'layout', 'auth'].map((ns) => `src/locales/${lang}/${ns}.json`);
const roots = [...(PAGES[page] ?? ['index.html']), ...namespaces];

const seen = new Set();
const visit = (name) => {
  const key = keyOf(name);
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
for (const key of roots) {
  if (!keyOf(key)) console.warn(`not in the manifest: ${key}`);
  visit(key);
}

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  rows.push([size, file]);
}
rows.sort((a, b) => b[0] - a[0]);
for (const [size, file] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const echarts = [...seen].some((key) => /echarts|zrender|chart/.test(key + manifest[key].file));
console.log(
  `first load of /${page}: ${(total / 1024).toFixed(1)} KB gzipped JS (budget ${budgetKb} KB)`,
);
if (echarts) console.log('echarts is part of the first load');
if (echarts || total / 1024 > budgetKb) process.exit(1);
