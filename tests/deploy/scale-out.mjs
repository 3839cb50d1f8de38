#!/usr/bin/env node
// Part of `pnpm test:deploy`: three instances of the mock server behind real nginx (deploy/nginx/, set up as
// docs/deployment.md#several-mock-instances says), the console served by nginx. Simulated visitors (tests/bench/visitors.mjs)
// sign in, write and read through it; once all are in, one instance is killed with -9. Checked: every visitor stays on
// one instance, no call fails, each visitor always finds its own writes, and after the kill exactly the killed
// instance's visitors start fresh while the others go on untouched. `pnpm bench:visitors` is the same at full size.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simulateVisitors, summarize } from '../bench/visitors.mjs';
import { buildConsole } from '../e2e/build-console.mjs';
import { instancesByRoute, startScaleOut } from './scale-out-setup.mjs';

const VISITORS = 24;
const log = (msg) => console.log(`\x1b[36m[scale-out]\x1b[0m ${msg}`);
const results = [];
const check = (name, ok, detail) => results.push({ name, ok, detail });

const work = mkdtempSync(join(tmpdir(), 'iot-scale-out-'));
chmodSync(work, 0o755); // nginx's workers (nobody, when started as root) read the build from here
const web = process.env.E2E_WEB_DIST ?? join(work, 'web');
let setup = null;
try {
  if (!process.env.E2E_WEB_DIST) {
    log(`vite build of apps/web → ${web}`);
    buildConsole(web);
  }
  setup = await startScaleOut({ count: 3, web, work });
  log(`nginx on ${setup.url} in front of ${setup.instances.map((i) => i.address).join(', ')}`);

  const page = await fetch(`${setup.url}/`);
  check(
    'nginx serves the console and gives a first-time visitor its routing cookie',
    page.status === 200 &&
      /<base href="\/"/.test(await page.text()) &&
      page.headers.getSetCookie().some((c) => /^iot_route=\w+; Path=\/; HttpOnly/.test(c)),
  );

  const victim = setup.instances[1];
  let logAtKill = '';
  const run = await simulateVisitors({
    base: setup.url,
    visitors: VISITORS,
    thinkMs: 200,
    kill: async () => {
      logAtKill = setup.accessLog();
      await victim.kill();
    },
  });
  const report = summarize(run, { accessLogAtKill: logAtKill, killed: victim.address });
  log(
    `${VISITORS} visitors, ${report.readCalls} read calls (p99 ${report.readMs.p99} ms), ` +
      `${report.onKilled} on the killed instance, ${report.freshStarts} started fresh`,
  );

  const split = [...instancesByRoute(logAtKill)].filter(([, answered]) => answered.size > 1);
  check(
    'until the kill every visitor’s calls reach one instance',
    split.length === 0,
    split.map(([route, a]) => `${route}: ${[...a].join(', ')}`).join('; '),
  );
  check(
    'no call fails and each visitor always finds its own project and export',
    report.errors.length === 0,
    report.errors.slice(0, 3).join(' | '),
  );
  check('the killed instance had visitors', report.onKilled > 0);
  check(
    'after the kill exactly the killed instance’s visitors start fresh; the others go on untouched',
    report.freshNotOnKilled.length === 0 && report.onKilledNotFresh.length === 0,
    `fresh but elsewhere: ${report.freshNotOnKilled.join(', ') || '–'}; ` +
      `on the killed instance but not fresh: ${report.onKilledNotFresh.join(', ') || '–'}`,
  );
} catch (e) {
  console.error(e);
  check('scale-out set-up', false, e.message);
} finally {
  await setup?.stop();
  rmSync(work, { recursive: true, force: true });
}

for (const r of results)
  log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}${!r.ok && r.detail ? `  — ${r.detail}` : ''}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`scale-out: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
