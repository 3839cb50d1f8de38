/**
 * Three instances of the mock server behind real nginx, set up as docs/deployment.md#several-mock-instances says (the
 * console served by nginx). Simulated visitors (tests/bench/visitors.mjs) sign in, write and read through it; once all
 * are in, one instance is killed with -9. `pnpm bench:visitors` is the same at full size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { simulateVisitors, summarize } from '../bench/visitors.mjs';
import { WEB_DIST } from '../playwright.shared';
import { instancesByRoute, startScaleOut, type ScaleOut } from './scale-out-setup.mjs';

test.describe.configure({ mode: 'serial' });

const work = mkdtempSync(join(tmpdir(), 'iot-scale-out-'));
let setup: ScaleOut;
test.beforeAll(async () => {
  setup = await startScaleOut({ count: 3, web: WEB_DIST, work });
});
test.afterAll(async () => {
  await setup?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('nginx serves the console and gives a first-time visitor its routing cookie', async () => {
  const page = await fetch(`${setup.url}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/<base href="\/"/);
  expect(page.headers.getSetCookie()).toEqual([
    expect.stringMatching(/^iot_route=\w+; Path=\/; HttpOnly; SameSite=Lax$/),
  ]);
});

test('each visitor stays on one instance and finds its writes; a killed instance’s visitors alone start fresh', async () => {
  test.setTimeout(180_000);
  const victim = setup.instances[1]!;
  let logAtKill = '';
  const run = await simulateVisitors({
    base: setup.url,
    visitors: 24,
    thinkMs: 200,
    kill: async () => {
      logAtKill = setup.accessLog();
      await victim.kill();
    },
  });
  const report = summarize(run, { accessLogAtKill: logAtKill, killed: victim.address });

  const split = [...instancesByRoute(logAtKill)].filter(([, answered]) => answered.size > 1);
  expect(split, 'routes answered by more than one instance before the kill').toEqual([]);
  expect(report.errors, 'calls that failed, or a visitor missing its own writes').toEqual([]);
  expect(report.onKilled, 'visitors on the killed instance').toBeGreaterThan(0);
  expect(report.freshNotOnKilled, 'visitors elsewhere that started fresh').toEqual([]);
  expect(report.onKilledNotFresh, 'visitors of the killed instance that did not').toEqual([]);
});
