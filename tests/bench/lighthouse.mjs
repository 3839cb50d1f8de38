#!/usr/bin/env node
// Lighthouse performance scores (Debian's Chromium) for /login and the projects page of the BUILT console, served by the
// mock server on one port as `npm start` does. Desktop preset (the console is a desktop tool; see docs/performance.md).
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureWebBuilt, signIn, startDemo, waitFor } from './lib.mjs';

const PORT = 5794;
const DEBUG_PORT = 5795;

export async function benchLighthouse({ runs = 3 } = {}) {
  ensureWebBuilt();
  const server = await startDemo(PORT);
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    await waitFor(`${base}/login/`);
    // Sign in once so the projects page renders for real (tokens in localStorage, kept across Lighthouse's runs).
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await signIn(await context.newPage(), base);

    const pages = [
      { page: '/login', url: `${base}/login/` },
      { page: '/org/demo-farm/ (projects)', url: `${base}/org/demo-farm/` },
    ];
    const rows = [];
    for (const p of pages) {
      const scores = [];
      const metrics = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(
          p.url,
          {
            port: DEBUG_PORT,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: true,
          },
          desktopConfig,
        );
        const lhr = result.lhr;
        scores.push(Math.round(lhr.categories.performance.score * 100));
        metrics.push({
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        });
      }
      const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      rows.push({
        page: p.page,
        'score (median)': median(scores),
        scores: scores.join(' '),
        'FCP ms': Math.round(median(metrics.map((m) => m.fcp))),
        'LCP ms': Math.round(median(metrics.map((m) => m.lcp))),
        'TBT ms': Math.round(median(metrics.map((m) => m.tbt))),
        CLS: median(metrics.map((m) => m.cls)).toFixed(3),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchLighthouse());
}
