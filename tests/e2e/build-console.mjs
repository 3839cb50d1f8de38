// Builds apps/web into a directory of its own (for e2e/serve.mjs, deploy/run.mjs and, in `npm test`, once for the bundle
// budgets, the e2e suite and the deployments together: tests/run-all.mjs): no other build — of apps/web or of another run —
// can change the files under a page being tested. The build carries Vite's manifest (apps/web/vite.config.ts), which
// tests/budget/check-bundle.mjs reads.
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

// `node tests/e2e/build-console.mjs <outDir>`: the build alone (tests/run-all.mjs).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node tests/e2e/build-console.mjs <outDir>');
    process.exit(2);
  }
  buildConsole(outDir);
}
