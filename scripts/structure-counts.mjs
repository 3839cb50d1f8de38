#!/usr/bin/env node
// The structure counts of issue 26's "done when", measured from the sources with the TypeScript compiler API:
// generic repository calls outside the repositories (a collection named to `repos`, or the store's or a table's records
// used), time reads outside the clock module, process.env reads outside the configuration module, folder cycles and
// climbing imports in the mock server, long functions, file sizes, dead exports.
// `pnpm structure` prints them; `--json` prints them as JSON.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MOCK = join(ROOT, 'apps/mock-server');
const WEB = join(ROOT, 'apps/web');
const LONG_FUNCTION = 80;
/** Generic store calls: a repository method handed a collection name instead of saying what the product does. */
const GENERIC_REPO = new Set(['all', 'find', 'add', 'save', 'remove', 'nextId']);
/** The record-level members of the store and its tables, which only src/repositories (and src/db) may use. */
const STORE_RECORDS = new Set(
  'rows data insert changed update delete remove nextId setEvents'.split(' '),
);
const STORE_CLASSES = new Map([
  ['Table', 'src/repositories/table.ts'],
  ['Store', 'src/db/store.ts'],
]);
const CLOCK_MODULE = 'src/lib/clock.ts';
const CONFIG_MODULE = 'src/config.ts';
/** Scripts the mock serves to browsers (the monitoring board): they run on the viewer's clock, not the server's. */
const BROWSER = /^src\/routes\/monitor-board\/.*\.js$/;

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const NOT_SOURCE = /\.(test|spec)\.tsx?$|\.d\.ts$|\.d\.mts$/;
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'generated') return [];
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
/** Source files of a package's src/ without tests, test helpers (src/testing/) and declarations. */
const sources = (pkg) =>
  walk(join(pkg, 'src')).filter(
    (f) => SOURCE.test(f) && !NOT_SOURCE.test(f) && !f.includes(`${sep}testing${sep}`),
  );

const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const lineOf = (sf, pos) => sf.getLineAndCharacterOfPosition(pos).line;
const where = (sf, node, pkg) =>
  `${relative(pkg, sf.fileName)}:${lineOf(sf, node.getStart(sf)) + 1}`;

function visit(node, fn) {
  fn(node);
  ts.forEachChild(node, (child) => visit(child, fn));
}

const isFunction = (n) =>
  ts.isFunctionDeclaration(n) ||
  ts.isFunctionExpression(n) ||
  ts.isArrowFunction(n) ||
  ts.isMethodDeclaration(n) ||
  ts.isConstructorDeclaration(n) ||
  ts.isGetAccessorDeclaration(n) ||
  ts.isSetAccessorDeclaration(n);
const isData = (n) =>
  ts.isArrayLiteralExpression(n) ||
  ts.isObjectLiteralExpression(n) ||
  ts.isTemplateExpression(n) ||
  ts.isNoSubstitutionTemplateLiteral(n);

/** Lines of a function, less those of data it holds (literal tables and markup templates with no code inside). */
function codeLines(sf, fn) {
  const lines = new Set();
  const first = lineOf(sf, fn.getStart(sf));
  const last = lineOf(sf, fn.getEnd());
  for (let l = first; l <= last; l++) lines.add(l);
  visit(fn, (n) => {
    if (n === fn || !isData(n)) return;
    let code = false;
    visit(n, (m) => (code ||= isFunction(m)));
    if (code) return;
    const a = lineOf(sf, n.getStart(sf));
    const b = lineOf(sf, n.getEnd());
    for (let l = a + 1; l < b; l++) lines.delete(l);
  });
  return lines.size;
}

function longFunctions(pkg, files) {
  const out = [];
  for (const f of files) {
    const sf = parse(f);
    visit(sf, (n) => {
      if (!isFunction(n)) return;
      const lines = codeLines(sf, n);
      if (lines > LONG_FUNCTION) {
        const name = n.name?.getText(sf) ?? n.parent?.name?.getText?.(sf) ?? '(anonymous)';
        out.push(`${where(sf, n, pkg)} ${name} ${lines}`);
      }
    });
  }
  return out;
}

function fileLines(files) {
  const counts = files
    .map((f) => readFileSync(f, 'utf8').split('\n').length - 1)
    .sort((a, b) => a - b);
  const mid = counts.length >> 1;
  const median = counts.length % 2 ? counts[mid] : (counts[mid - 1] + counts[mid]) / 2;
  return { files: counts.length, median, max: counts.at(-1) };
}

/** Findings of the mock server's own rules, each `file:line`; `climbOnly` files are checked for climbing imports only. */
function mockFindings(files, climbOnly) {
  const generic = [];
  const time = [];
  const env = [];
  const climbing = [];
  for (const f of [...files, ...climbOnly]) {
    const rel = relative(MOCK, f);
    const server = files.includes(f);
    const sf = parse(f);
    visit(sf, (n) => {
      if (
        server &&
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        GENERIC_REPO.has(n.expression.name.text) &&
        /repos$/.test(n.expression.expression.getText(sf)) &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0]) &&
        !rel.startsWith(`src${sep}repositories`)
      )
        generic.push(where(sf, n, MOCK));
      const text = ts.isCallExpression(n) || ts.isNewExpression(n) ? n.expression.getText(sf) : '';
      const timeRead =
        (ts.isCallExpression(n) && text === 'Date.now') ||
        (ts.isNewExpression(n) && text === 'Date' && (n.arguments?.length ?? 0) === 0);
      if (server && timeRead && rel !== CLOCK_MODULE && !BROWSER.test(rel))
        time.push(where(sf, n, MOCK));
      if (
        server &&
        ts.isPropertyAccessExpression(n) &&
        n.getText(sf) === 'process.env' &&
        rel !== CONFIG_MODULE
      )
        env.push(where(sf, n, MOCK));
      if (
        (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) &&
        n.moduleSpecifier &&
        n.moduleSpecifier.text.startsWith('../../../')
      )
        climbing.push(where(sf, n, MOCK));
    });
  }
  return { generic, time, env, climbing };
}

/**
 * Uses of the store's or a table's records (`world.store.insert(…)`, `table.rows`) outside src/repositories and
 * src/db, found by type: the same generic access as a call on `repos` with a collection name, in another form.
 */
function storeAccess(files) {
  const configFile = join(MOCK, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, MOCK);
  const checked = files.filter((f) => f.endsWith('.ts'));
  const program = ts.createProgram(checked, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const allowed = (rel) =>
    rel.startsWith(`src${sep}repositories${sep}`) || rel.startsWith(`src${sep}db${sep}`);
  const out = [];
  for (const f of checked) {
    if (allowed(relative(MOCK, f))) continue;
    const sf = program.getSourceFile(f);
    if (!sf) continue;
    visit(sf, (n) => {
      if (!ts.isPropertyAccessExpression(n) || !STORE_RECORDS.has(n.name.text)) return;
      const symbol = checker.getTypeAtLocation(n.expression).getSymbol();
      const home = symbol && STORE_CLASSES.get(symbol.getName());
      const declared = symbol?.declarations?.[0]?.getSourceFile().fileName;
      if (home && declared && relative(MOCK, declared) === home) out.push(where(sf, n, MOCK));
    });
  }
  return out;
}

/** Imports between the top-level folders (and root files) of src/, and the cycles among them. */
function folderCycles(files) {
  const src = join(MOCK, 'src');
  const unit = (file) => relative(src, file).split(sep)[0];
  const edges = new Map();
  for (const f of files) {
    const sf = parse(f);
    visit(sf, (n) => {
      const spec =
        (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier
          ? n.moduleSpecifier.text
          : ts.isCallExpression(n) &&
              n.expression.kind === ts.SyntaxKind.ImportKeyword &&
              n.arguments[0] &&
              ts.isStringLiteral(n.arguments[0])
            ? n.arguments[0].text
            : null;
      if (!spec) return;
      const target = spec.startsWith('#src/')
        ? join(src, spec.slice(5))
        : spec.startsWith('.')
          ? resolve(dirname(f), spec)
          : null;
      if (!target || relative(src, target).startsWith('..')) return;
      const [from, to] = [unit(f), unit(target)];
      if (from === to) return;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    });
  }
  // Tarjan's strongly connected components; every one with more than one folder is a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const cycles = [];
  let i = 0;
  const strong = (v) => {
    index.set(v, i);
    low.set(v, i++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const part = [];
      let w;
      do part.push((w = stack.pop()));
      while (w !== v);
      if (part.length > 1) cycles.push(part.sort().join(' ↔ '));
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) strong(v);
  return cycles;
}

function deadExports() {
  const config = ['knip.json', 'knip.jsonc', 'knip.config.ts', 'knip.config.js', '.knip.json'].find(
    (f) => existsSync(join(ROOT, f)),
  );
  if (!config) return { count: null, note: 'no knip configuration' };
  const knip = join(ROOT, 'node_modules/.bin/knip');
  if (!existsSync(knip)) return { count: null, note: `${config} but knip is not installed` };
  // the two runs of `pnpm lint:dead-code`, unfiltered: `--include` changes what knip reads and counts what lint passes
  let count = 0;
  for (const mode of [[], ['--production']]) {
    const run = spawnSync(knip, [...mode, '--reporter', 'json'], { cwd: ROOT, encoding: 'utf8' });
    try {
      const report = JSON.parse(run.stdout);
      for (const file of report.issues)
        count += (file.exports?.length ?? 0) + (file.types?.length ?? 0);
    } catch {
      return { count: null, note: `knip did not answer: ${run.stderr.split('\n')[0]}` };
    }
  }
  return { count, note: config };
}

const mockFiles = sources(MOCK);
const webFiles = sources(WEB);
const mockTools = ['bench', 'scripts']
  .flatMap((d) => walk(join(MOCK, d)))
  .filter((f) => SOURCE.test(f) && !NOT_SOURCE.test(f));
const findings = mockFindings(mockFiles, mockTools);
findings.generic.push(...storeAccess(mockFiles));
const cycles = folderCycles(mockFiles);
const long = longFunctions(MOCK, mockFiles);
const longConsole = longFunctions(WEB, webFiles);
const dead = deadExports();
const counts = {
  'generic repository calls outside repositories (mock src)': findings.generic,
  'time reads outside the clock module (mock src)': findings.time,
  'process.env reads outside the config module (mock src)': findings.env,
  'folder cycles (mock src)': cycles,
  '../../../ imports (mock src, bench, scripts)': findings.climbing,
  [`functions > ${LONG_FUNCTION} lines outside data (mock src)`]: long,
  [`functions > ${LONG_FUNCTION} lines outside data (console src)`]: longConsole,
};

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      {
        ...counts,
        mockFiles: fileLines(mockFiles),
        consoleFiles: fileLines(webFiles),
        deadExports: dead,
      },
      null,
      2,
    ),
  );
} else {
  const verbose = process.argv.includes('--list');
  for (const [name, list] of Object.entries(counts)) {
    console.log(`${String(list.length).padStart(4)}  ${name}`);
    if (verbose) for (const item of list) console.log(`        ${item}`);
  }
  const m = fileLines(mockFiles);
  const w = fileLines(webFiles);
  console.log(`        mock source: ${m.files} files, median ${m.median} lines, largest ${m.max}`);
  console.log(
    `        console source: ${w.files} files, median ${w.median} lines, largest ${w.max}`,
  );
  console.log(`${String(dead.count ?? '–').padStart(4)}  dead exports (${dead.note})`);
}
