#!/usr/bin/env node
// Bootstraps the pinned pnpm (from package.json "packageManager"), installs the workspace when
// node_modules is missing or older than the lockfile, then runs `pnpm run <script>`.
// Used by `npm start` and `npm test` so that a fresh clone needs only Node >= 20 and npm.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmSpec = pkg.packageManager; // e.g. pnpm@10.34.9
const script = process.argv[2];
const extra = process.argv.slice(3);
if (!script) {
  console.error('usage: node .ci/pnpm.mjs <script> [args…]');
  process.exit(2);
}

const env = {
  ...process.env,
  COREPACK_INTEGRITY_KEYS: '0',
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  PACT_DO_NOT_TRACK: 'true',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};

const log = (msg) => console.log(`\x1b[36m[bootstrap]\x1b[0m ${msg}`);

function works(cmd, args) {
  const r = spawnSync(cmd, [...args, '--version'], { env, encoding: 'utf8', cwd: root });
  return r.status === 0 && r.stdout.trim() === pnpmSpec.split('@')[1];
}

// 1. find the pinned pnpm: corepack first, then npx.
let pnpm;
if (works('corepack', [pnpmSpec])) pnpm = ['corepack', pnpmSpec];
else if (works('npx', ['-y', pnpmSpec])) pnpm = ['npx', '-y', pnpmSpec];
else {
  console.error(`[bootstrap] could not run ${pnpmSpec} through corepack or npx`);
  process.exit(1);
}
log(`using ${pnpmSpec} via ${pnpm[0]}`);

// turbo (and nested scripts) look for a \`pnpm\` binary on PATH: give them a shim that runs the pinned one.
const shimDir = join(root, 'node_modules', '.cache', 'pnpm-shim');
mkdirSync(shimDir, { recursive: true });
const shim = join(shimDir, 'pnpm');
const quoted = pnpm.map((a) => `'${a}'`).join(' ');
writeFileSync(shim, `#!/bin/sh\nCOREPACK_INTEGRITY_KEYS=0 exec ${quoted} "$@"\n`);
chmodSync(shim, 0o755);
env.PATH = `${shimDir}:${env.PATH}`;

function run(args, opts = {}) {
  log(`${pnpmSpec.split('@')[0]} ${args.join(' ')}`);
  const r = spawnSync(pnpm[0], [...pnpm.slice(1), ...args], {
    stdio: 'inherit',
    env,
    cwd: root,
    ...opts,
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// 2. install when needed (fresh clone, or lockfile newer than the last install).
const marker = join(root, 'node_modules', '.modules.yaml');
const lock = join(root, 'pnpm-lock.yaml');
const stale =
  !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
if (stale) run(['install', '--frozen-lockfile']);
else log('dependencies up to date');

// 3. the script itself.
run(['run', script, ...extra]);
