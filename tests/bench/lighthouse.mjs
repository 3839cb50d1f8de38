#!/usr/bin/env node
// Lighthouse performance scores (Debian's Chromium) for /login and the projects page of the BUILT console, served by the
// mock server on one port as `npm start` does. Desktop preset (the console is a desktop tool; see docs/performance.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { ROOT, start, waitFor } from './lib.mjs';

const PORT = 5794;
const DEBUG_PORT = 5795;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function benchLighthouse({ runs = 3 } = {}) {
  const web = join(ROOT, 'apps/web');
  if (!existsSync(join(web, 'dist/index.html')) || process.env.BENCH_REBUILD) {
    console.log('[bench] building apps/web');
    const r = spawnSync(
      process.execPath,
      [join(web, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: web,
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) throw new Error('vite build failed');
  }
  const server = start(
    'mock',
    join(ROOT, 'apps/mock-server/node_modules/.bin/tsx'),
    ['src/server.ts'],
    {
      cwd: join(ROOT, 'apps/mock-server'),
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        MOCK_DB: ':memory:',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
    },
  );
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    await waitFor(`${base}/login/`);
    // Sign in once so the projects page renders for real (tokens in localStorage, kept across Lighthouse's runs).
    const login = await fetch(`${base}/api/v2/account/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
    }).then((r) => r.json());
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${base}/login/`);
    await page.evaluate(
      ({ access, refresh, user }) => {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { ...login.data.token, user: login.data.user },
    );

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
