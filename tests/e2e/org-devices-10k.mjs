#!/usr/bin/env node
// Measures the all-devices page with 10,000 devices in Chromium (docs/decisions/0128-all-devices-paging.md). Start the mock with the built console first:
//   MOCK_SCALE=large MOCK_DB=':memory:' PORT=5811 WEB_DIST=<vite build output> tsx apps/mock-server/src/server.ts
// then: BASE=http://127.0.0.1:5811 node tests/e2e/org-devices-10k.mjs
// Prints medians (ms) of: cold load to the first row, last keystroke of a search to its rows (with the 300 ms debounce),
// next page, and the longest task seen.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:5811';
const runs = Number(process.env.RUNS ?? 5);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const login = await fetch(`${base}/api/v2/account/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
});
const session = (await login.json()).data;
const results = { firstRow: [], search: [], nextPage: [], longestTask: [] };

for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((s) => {
    localStorage.setItem('access_token', s.token.access);
    localStorage.setItem('refresh_token', s.token.refresh);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('userLanguage', 'en');
    window.__marks = {};
    window.__long = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => window.__long.push(e.duration)),
    ).observe({
      type: 'longtask',
      buffered: true,
    });
    const observer = new MutationObserver(() => {
      if (!window.__marks.firstRow && document.querySelector('tbody tr'))
        window.__marks.firstRow = performance.now();
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  }, session);
  const page = await context.newPage();
  await page.goto(`${base}/org/demo-farm/devices/`);
  await page.waitForFunction(() => window.__marks.firstRow);
  results.firstRow.push(await page.evaluate(() => window.__marks.firstRow));

  const term = `SIM-${9000 + run * 7}`;
  await page.evaluate((t) => {
    const observer = new MutationObserver(() => {
      const rows = [...document.querySelectorAll('tbody tr')];
      if (!window.__marks.hit && rows.length && rows.every((r) => r.textContent.includes(t))) {
        window.__marks.hit = performance.now();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, term);
  const box = page.getByRole('searchbox');
  await box.pressSequentially(term, { delay: 40 });
  const typed = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => window.__marks.hit);
  results.search.push((await page.evaluate(() => window.__marks.hit)) - typed);

  await box.fill('');
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 20);
  const first = await page.locator('tbody tr').first().textContent();
  const before = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForFunction((f) => document.querySelector('tbody tr')?.textContent !== f, first);
  results.nextPage.push((await page.evaluate(() => performance.now())) - before);
  results.longestTask.push(Math.max(0, ...(await page.evaluate(() => window.__long))));
  await context.close();
}
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, values] of Object.entries(results)) {
  console.log(
    `${name}: median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`,
  );
}
