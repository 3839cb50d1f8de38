#!/usr/bin/env node
// `npm start`, `npm test`, `pnpm dev`: a fresh clone needs only Node and npm. Runs `pnpm run <script>` with the pinned
// pnpm (package.json "packageManager"), installing the workspace first when node_modules is older than the lockfile.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const version = packageManager.split('@')[1];
const env = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };
Object.assign(env, { PACT_DO_NOT_TRACK: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
const log = (msg) => console.log(`\x1b[36m[bootstrap]\x1b[0m ${msg}`);

const works = ([cmd, ...args]) =>
  spawnSync(cmd, [...args, '--version'], { env, encoding: 'utf8' }).stdout?.trim() === version;
// the pnpm that runs this script when it is the pinned one, else corepack's, else npx's
const running = process.env.npm_config_user_agent?.startsWith(`pnpm/${version} `);
const pnpm = [
  running && [process.execPath, process.env.npm_execpath],
  ['corepack', packageManager],
  ['npx', '-y', packageManager],
].find((cmd) => cmd && works(cmd));
if (!pnpm) {
  console.error(`[bootstrap] could not run ${packageManager} through corepack or npx`);
  process.exit(1);
}

// turbo runs the packages' scripts with the `pnpm` it finds on PATH: the pinned one
const shims = join(root, 'node_modules/.cache/pnpm-shim');
mkdirSync(shims, { recursive: true });
const quoted = pnpm.map((a) => `'${a}'`).join(' ');
writeFileSync(join(shims, 'pnpm'), `#!/bin/sh\nCOREPACK_INTEGRITY_KEYS=0 exec ${quoted} "$@"\n`);
chmodSync(join(shims, 'pnpm'), 0o755);
env.PATH = `${shims}:${env.PATH}`;

function run(...args) {
  log(`pnpm ${args.join(' ')}`);
  const { status } = spawnSync(pnpm[0], [...pnpm.slice(1), ...args], {
    stdio: 'inherit',
    env,
    cwd: root,
  });
  if (status !== 0) process.exit(status ?? 1);
}
const installed = join(root, 'node_modules/.modules.yaml');
const lock = statSync(join(root, 'pnpm-lock.yaml')).mtimeMs;
if (!existsSync(installed) || lock > statSync(installed).mtimeMs)
  run('install', '--frozen-lockfile');
run('run', ...process.argv.slice(2));
