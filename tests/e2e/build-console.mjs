// Builds apps/web into a directory of its own (for e2e/serve.mjs and deploy/run.mjs): no other build — of apps/web or of
// another run — can change the files under a page being tested.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs `vite build` of apps/web into `outDir`; exits the process when the build fails. */
export function buildConsole(outDir) {
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'apps/web/node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
