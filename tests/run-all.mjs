#!/usr/bin/env node
// `npm test`: every test suite of the project, in order, each step printed before it runs.
// Runs under the pinned pnpm (see .ci/pnpm.mjs, which installs the workspace first).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChild } from './run-child.mjs';
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
const withBuilds = { E2E_WEB_DIST: consoleDir, E2E_MOCK_BUILT: '1' };

const steps = [
  {
    name: 'OpenAPI lint (redocly recommended rules, OWASP API Security Top 10)',
    script: 'lint:api',
  },
  { name: 'generate client from the document', cmd: ['turbo', 'run', 'generate'] },
  // Side by side, each child's output printed whole when it ends. Alone, all but the first left a core idle (the
  // contract step's verifications wait on HTTP round trips: 50 % of the machine; the fuzzing 26 %; the security tests
  // 64 %); together they keep both cores busy (99 % in a fresh-clone run, ADR 0084).
  {
    parallel: [
      {
        name: 'lint, typecheck and format of every package',
        // --only: `generate` ran above; replaying it here would rewrite generated files the others are reading
        cmd: [
          'turbo',
          'run',
          'lint',
          'lint:dead-code',
          'typecheck',
          'format:check',
          '--concurrency=2',
          '--only',
        ],
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
        // built once here: the e2e suite's and the deployments' servers, side by side below, would otherwise rebuild
        // apps/mock-server/dist under each other (tests/e2e/serve.mjs builds it unless E2E_MOCK_BUILT=1)
        name: 'build of the mock server (compiled JavaScript; the e2e suite and the deployments share it)',
        node: ['apps/mock-server/scripts/build-server.mjs'],
        buildsMock: true,
      },
    ],
  },
  // one package at a time: each vitest run already uses both cores
  {
    name: 'unit and screen tests of every package',
    cmd: ['turbo', 'run', 'test', '--concurrency=1'],
  },
  {
    name: 'bundle budgets',
    node: ['tests/budget/check-bundle.mjs', `--dist=${consoleDir}`],
    needsConsole: true,
  },
  // Side by side too: alone the e2e step left 15 % of the machine idle (a test waiting on the mock's clock, the suite's
  // start and tail) and the deployments 16 %; the e2e output streams, the deployments' follows when they end. The
  // deployments' smoke walks take one worker here (two when alone): beside the e2e suite's three, a fourth browser, not a
  // fifth (ADR 0087).
  {
    parallel: [
      {
        name: 'end-to-end tests (Playwright, Chromium)',
        script: 'test:e2e',
        env: withBuilds,
        needsBuilds: true,
        needsChromium: true,
        live: true,
      },
      {
        name: "deployments: smoke suite against the mock's backend variants, through nginx, and with the API on another origin",
        script: 'test:deploy',
        env: { ...withBuilds, E2E_SMOKE_WORKERS: '1' },
        needsBuilds: true,
        needsChromium: true,
        needsNginx: true,
      },
    ],
  },
];

// The pnpm that runs this script (corepack or npx puts it in npm_execpath), so nested calls use the same pinned version.
const execpath = process.env.npm_execpath;
const pnpmCommand = (args) =>
  execpath && /\.c?js$/.test(execpath)
    ? [process.execPath, [execpath, ...args], {}]
    : ['corepack', [pkg.packageManager, ...args], { COREPACK_INTEGRITY_KEYS: '0' }];

const results = [];
let consoleBuilt = false;
let mockBuilt = false;

/** Why a step cannot start (null when it can): a missing build, script or system package. */
function cannotStart(step) {
  if ((step.needsConsole || step.needsBuilds) && !consoleBuilt)
    return "the console's build failed (see above)";
  if (step.needsBuilds && !mockBuilt) return "the mock server's build failed (see above)";
  if (step.script && !pkg.scripts[step.script]) return `no "${step.script}" script in package.json`;
  if (step.needsChromium && !ensureChromium(env)) return 'Chromium could not be installed';
  if (step.needsNginx && !ensureNginx(env)) return 'nginx could not be installed';
  if (step.needsChromium && !ensureCjkFont(env))
    return 'no Chinese font could be installed (fonts-wqy-microhei)';
  return null;
}

/** The child a step runs: node with a script, or the pinned pnpm running a script or a command. */
function commandOf(step) {
  if (step.node)
    return {
      command: process.execPath,
      args: step.node,
      stepEnv: step.env ?? {},
      shown: `node ${step.node.join(' ')}`,
    };
  const pnpmArgs = step.script ? ['run', step.script] : ['exec', ...step.cmd];
  const [command, args, pnpmEnv] = pnpmCommand(pnpmArgs);
  const vars = Object.entries(step.env ?? {}).map(([k, v]) => ` ${k}=${v}`);
  return {
    command,
    args,
    stepEnv: { ...step.env, ...pnpmEnv },
    shown: `pnpm ${pnpmArgs.join(' ')}${vars.join('')}`,
  };
}

async function runStep(step, quiet = false) {
  const why = cannotStart(step);
  if (why) {
    log(`FAILED: ${step.name} — ${why}`);
    return { ...step, ok: false, ms: 0 };
  }
  const t0 = Date.now();
  const { command, args, stepEnv, shown } = commandOf(step);
  log(`${step.name}: ${shown}${quiet ? ' (side by side; its output follows when it ends)' : ''}`);
  const r = await runChild(command, args, { cwd: root, env: { ...env, ...stepEnv }, quiet });
  const ms = Date.now() - t0;
  if (quiet) {
    log(`${step.name}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s`);
    process.stdout.write(r.output);
  }
  if (step.buildsConsole) consoleBuilt = r.status === 0;
  if (step.buildsMock) mockBuilt = r.status === 0;
  return { ...step, ok: r.status === 0, ms };
}

for (const step of steps) {
  if (step.parallel)
    results.push(...(await Promise.all(step.parallel.map((p) => runStep(p, !p.live)))));
  else results.push(await runStep(step));
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
