#!/usr/bin/env node
// Browser-side figures of the built console in Debian's Chromium, against the mock server with MOCK_SCALE=large
// (10,000 devices in demo-farm):
// - all-devices page: time to the first device row, and from typing a search to its result (including the 300 ms debounce);
// - factor data page: time to render a 1000-point page (7-day range), to switch ranges and pages, and the longest task.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureWebBuilt, signIn, startDemo, waitFor } from './lib.mjs';

const PORT = 5796;
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined)))),
  );

export async function benchPages() {
  ensureWebBuilt();
  const server = await startDemo(PORT, { MOCK_SCALE: 'large' });
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  try {
    await waitFor(`${base}/login/`, { timeoutMs: 120_000 });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const auth = await signIn(page, base);
    const headers = { ...auth, 'x-org-slug': 'demo-farm' };
    const api = (path) => fetch(`${base}${path}`, { headers }).then((r) => r.json());
    const maxLongTask = () => page.evaluate(() => Math.max(0, ...window.__longTasks.splice(0)));

    // ── all devices, 10,000 ──
    const total = (await api('/api/v2/devices/?page_size=1')).data.count;
    let t0 = performance.now();
    await page.goto(`${base}/org/demo-farm/devices/`);
    await page.locator('tbody tr', { hasText: 'SIM-' }).first().waitFor();
    rows.push({
      measure: `all devices (${total}): first row after navigation`,
      ms: performance.now() - t0,
    });
    await maxLongTask();
    const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
    t0 = performance.now();
    await search.fill('SIM-7777');
    await page.locator('tbody tr', { hasText: 'SIM-7777' }).first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    rows.push({
      measure: 'all devices: search result after typing (incl. 300 ms debounce)',
      ms: performance.now() - t0,
    });
    rows.push({ measure: 'all devices: longest task', ms: await maxLongTask() });

    // ── factor data page, 7-day range = 10,080 points, pages of 1000 ──
    const project = (await api('/api/v2/projects/')).data[0];
    const devices = (
      await api(`/api/v2/projects/${project.project_id}/devices/?is_online=true&page_size=5`)
    ).data.results;
    const device = devices[0];
    const factor = (
      await api(`/api/v2/projects/${project.project_id}/devices/${device.id}/factors/`)
    ).data.find((f) => f.the_type >= 1000 && f.enabled !== false);
    const url = `${base}/org/demo-farm/${project.project_id}/${device.id}/factor/${factor.id}`;
    const history = (path) =>
      page.waitForResponse(
        (r) => r.url().includes(`/api/v2/data/${factor.agri_id}/`) && path(r.url()),
      );
    t0 = performance.now();
    await Promise.all([history(() => true), page.goto(url)]);
    await page.locator('canvas').first().waitFor();
    await settle(page);
    rows.push({
      measure: 'factor page: first render (1 h range, 60 points)',
      ms: performance.now() - t0,
    });
    await maxLongTask();

    const range = async (label, what) => {
      const start = performance.now();
      await Promise.all([
        history(() => true),
        page.getByRole('button', { name: label, exact: true }).click(),
      ]);
      await settle(page);
      rows.push({ measure: `factor page: ${what}`, ms: performance.now() - start });
    };
    await range('7天', 'switch to 7 d and render 1000 points');
    const renderLong = await maxLongTask();
    const nextButton = page.getByRole('button', { name: /next|下一页/i }).first();
    let start = performance.now();
    await Promise.all([history((u) => u.includes('page=2')), nextButton.click()]);
    await settle(page);
    rows.push({ measure: 'factor page: next page of 1000 points', ms: performance.now() - start });
    await range('1天', 'switch to 1 d (1000 of 1440 points)');
    await range('6小时', 'switch to 6 h (360 points)');
    rows.push({ measure: 'factor page: longest task rendering 1000 points', ms: renderLong });
    rows.push({
      measure: 'factor page: longest task switching pages and ranges',
      ms: await maxLongTask(),
    });
    return rows.map((r) => ({ ...r, ms: Math.round(r.ms) }));
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchPages());
}
