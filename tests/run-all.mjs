#!/usr/bin/env node
// `npm test`: every test suite of the project, in order, each step printed before it runs.
// Runs under the pinned pnpm (see .ci/pnpm.mjs, which installs the workspace first).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureCjkFont, ensureNginx } from './system-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: '1',
};
const log = (msg) => console.log(`\n\x1b[35m[test]\x1b[0m ${msg}`);

// ONE production build of the console for the bundle budgets, the e2e suite and the deployments (each built its own
// before: three `vite build`s of the same source). Readable by nginx's workers (nobody); removed at the end.
const consoleDir = mkdtempSync(join(tmpdir(), 'iot-console-'));
chmodSync(consoleDir, 0o755);
const removeConsole = () => rmSync(consoleDir, { recursive: true, force: true });
process.on('exit', removeConsole);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    removeConsole();
    process.exit(130);
  });
const withConsole = { E2E_WEB_DIST: consoleDir };

const steps = [
  {
    name: 'OpenAPI lint (redocly recommended rules, OWASP API Security Top 10)',
    script: 'lint:api',
  },
  { name: 'generate client from the document', cmd: ['turbo', 'run', 'generate'] },
  {
    name: 'lint, typecheck and format of every package',
    cmd: ['turbo', 'run', 'lint', 'typecheck', 'format:check', '--concurrency=2'],
  },
  // one package at a time: each vitest run already uses both cores
  {
    name: 'unit and screen tests of every package',
    cmd: ['turbo', 'run', 'test', '--concurrency=1'],
  },
  {
    name: 'contract tests (Pact consumer + provider verification + coverage)',
    script: 'test:contract',
  },
  { name: 'spec-driven fuzzing of the mock server', script: 'test:fuzz' },
  {
    name: 'security tests (tests/security: one file per finding of docs/security.md)',
    script: 'test:security',
  },
  {
    name: 'build of the console (vite build; the budgets, e2e and deployments share it)',
    node: ['tests/e2e/build-console.mjs', consoleDir],
    buildsConsole: true,
  },
  {
    name: 'bundle budgets',
    node: ['tests/budget/check-bundle.mjs', `--dist=${consoleDir}`],
    needsConsole: true,
  },
  {
    name: 'end-to-end tests (Playwright, Chromium)',
    script: 'test:e2e',
    env: withConsole,
    needsConsole: true,
    needsChromium: true,
  },
  {
    name: "deployments: smoke suite against the mock's backend variants, through nginx, and with the API on another origin",
    script: 'test:deploy',
    env: withConsole,
    needsConsole: true,
    needsChromium: true,
    needsNginx: true,
  },
];

// The pnpm that runs this script (corepack or npx puts it in npm_execpath), so nested calls use the same pinned version.
const execpath = process.env.npm_execpath;
const pnpm = (args, stepEnv = {}) =>
  execpath && /\.c?js$/.test(execpath)
    ? spawnSync(process.execPath, [execpath, ...args], {
        stdio: 'inherit',
        env: { ...env, ...stepEnv },
        cwd: root,
      })
    : spawnSync('corepack', [pkg.packageManager, ...args], {
        stdio: 'inherit',
        env: { ...env, ...stepEnv, COREPACK_INTEGRITY_KEYS: '0' },
        cwd: root,
      });
const node = (args, stepEnv = {}) =>
  spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...env, ...stepEnv }, cwd: root });

const results = [];
let consoleBuilt = false;
for (const step of steps) {
  if (step.needsConsole && !consoleBuilt) {
    log(`FAILED: ${step.name} — the console's build failed (see above)`);
    results.push({ ...step, ok: false, ms: 0 });
    continue;
  }
  if (step.script && !pkg.scripts[step.script]) {
    log(`MISSING: ${step.name} — no "${step.script}" script in package.json`);
    results.push({ ...step, ok: false, ms: 0 });
    continue;
  }
  if (step.needsChromium && !ensureChromium(env)) {
    log(`FAILED: ${step.name} — Chromium could not be installed`);
    results.push({ ...step, ok: false, ms: 0 });
    continue;
  }
  if (step.needsNginx && !ensureNginx(env)) {
    log(`FAILED: ${step.name} — nginx could not be installed`);
    results.push({ ...step, ok: false, ms: 0 });
    continue;
  }
  if (step.needsChromium && !ensureCjkFont(env)) {
    log(`FAILED: ${step.name} — no Chinese font could be installed (fonts-wqy-microhei)`);
    results.push({ ...step, ok: false, ms: 0 });
    continue;
  }
  const t0 = Date.now();
  let r;
  if (step.node) {
    log(`${step.name}: node ${step.node.join(' ')}`);
    r = node(step.node, step.env);
  } else {
    const args = step.script ? ['run', step.script] : ['exec', ...step.cmd];
    const shown = Object.entries(step.env ?? {}).map(([k, v]) => ` ${k}=${v}`);
    log(`${step.name}: pnpm ${args.join(' ')}${shown.join('')}`);
    r = pnpm(args, step.env);
  }
  if (step.buildsConsole) consoleBuilt = r.status === 0;
  results.push({ ...step, ok: r.status === 0, ms: Date.now() - t0 });
}

if (process.env.CI) {
  const status = spawnSync('git', ['status', '--porcelain'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
  const ok = status === '';
  if (!ok) console.log(status);
  results.push({
    name: 'git status clean after the run (generation never dirties the tree)',
    ok,
    ms: 0,
  });
}

console.log('\n\x1b[35m[test]\x1b[0m summary');
for (const r of results)
  console.log(
    `  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name}${r.ms ? `  (${(r.ms / 1000).toFixed(1)} s)` : ''}`,
  );
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
