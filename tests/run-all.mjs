#!/usr/bin/env node
// `npm test` (through .ci/pnpm.mjs, which installs the workspace first): every suite as a turbo task — turbo.json says
// what each needs, so the console and the mock are built once for all — in three runs that keep both cores of the CI
// machine busy without crowding them (ADR 0088); then a summary of the tasks and, in CI, a check that the tree is clean.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const runs = [
  // what leaves a core idle (the contract's HTTP round trips, the fuzzing, servers starting) beside what fills one;
  // also the builds and the Debian packages the browser suites need
  'lint lint:dead-code typecheck format:check test:contract test:fuzz test:security test:dev test:budget build system-packages --concurrency=6',
  // two packages at a time: a vitest run alone leaves a fifth of the two cores idle (its start, its collection)
  'test --only --concurrency=2',
  // on the builds above: the e2e suite's three workers beside the deployments' one
  'test:e2e test:deploy --only --concurrency=2',
];
const summaries = join(root, '.turbo/runs');
const listed = () => (existsSync(summaries) ? readdirSync(summaries) : []);
const started = Date.now();
const tasks = [];
// the lines that name what failed (Playwright's ✘, vitest's FAIL and ×), repeated in the summary: a CI log's tail has them
const failures = new Set();
// a task's line after turbo's `package:task: ` prefix, without colours; a failure's marker opens it (× elsewhere is data)
const failureLine = (line) => {
  const text = line
    // eslint-disable-next-line no-control-regex -- the colours of the output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .replace(/^\S+:\S+: /, '')
    .trim();
  return /^(✘|×|FAIL\b)/.test(text) ? text : null;
};
for (const run of runs) {
  const before = new Set(listed());
  const turbo = [
    'run',
    ...run.split(' '),
    '--continue=dependencies-successful',
    '--log-order=grouped',
  ];
  console.log(`\n\x1b[35m[test]\x1b[0m turbo ${turbo.join(' ')}`);
  await new Promise((resolve) => {
    const child = spawn('turbo', [...turbo, '--summarize'], {
      cwd: root,
      stdio: ['inherit', 'pipe', 'inherit'],
      env: { ...process.env, E2E_SMOKE_WORKERS: '1' },
    });
    let rest = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines.map(failureLine)) if (line) failures.add(line);
    });
    child.on('close', resolve);
  });
  const summary = listed().find((file) => !before.has(file));
  tasks.push(
    ...(summary
      ? JSON.parse(readFileSync(join(summaries, summary), 'utf8')).tasks
      : [{ taskId: `turbo ${turbo.join(' ')}` }]),
  );
}

if (process.env.CI) {
  const git = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  if (git.stdout.trim()) console.log(git.stdout);
  const exitCode = git.status === 0 && !git.stdout.trim() ? 0 : 1;
  tasks.push({ taskId: 'git status clean after the run', execution: { exitCode } });
}

console.log('\n\x1b[35m[test]\x1b[0m summary');
const failed = tasks.filter(({ execution }) => execution?.exitCode !== 0);
for (const { taskId, cache, execution } of tasks) {
  const { exitCode, startTime, endTime } = execution ?? {};
  const state = exitCode === 0 ? 'PASS' : execution ? 'FAIL' : 'SKIP';
  const time = endTime ? `  (${((endTime - startTime) / 1000).toFixed(1)} s)` : '';
  console.log(`  ${state}  ${taskId}${time}${cache?.status === 'HIT' ? '  cached' : ''}`);
}
if (failed.length) for (const line of [...failures].slice(0, 30)) console.log(`    ${line}`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `tasks: ${tasks.length - failed.length} passed, ${failed.length} failed, ${minutes} min`,
);
process.exit(failed.length ? 1 : 0);
