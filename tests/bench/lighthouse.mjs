#!/usr/bin/env node
// Lighthouse performance (Debian's Chromium) of /login and the projects page of the BUILT console, served by the mock
// server on one port as `npm start` does, with the mobile preset (Lighthouse's default: a mid-range phone, 4× CPU
// slowdown, slow 4G, simulated throttling) and the desktop preset. BENCH_LIGHTHOUSE_RUNS runs per page and preset (5);
// BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's full report there (JSON: every audit and diagnostic).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../chromium.mjs';
import {
  CHROMIUM_ARGS,
  ensureWebBuilt,
  listeningPort,
  signIn,
  startDemo,
  waitFor,
} from './lib.mjs';

export const PRESETS = [
  // no config: Lighthouse's default, the mobile preset
  { preset: 'mobile', config: undefined, budget: { score: 90, lcpMs: 2500 } },
  { preset: 'desktop', config: desktopConfig, budget: { score: 95 } },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchLighthouse({
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  reports = process.env.BENCH_LIGHTHOUSE_REPORTS,
} = {}) {
  ensureWebBuilt();
  const server = await startDemo(0);
  const base = `http://127.0.0.1:${await listeningPort(server)}`;
  // the browser's own profile (not a separate context): the tabs Lighthouse opens share its localStorage
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
  });
  // the port Chromium picked, which it writes into its profile
  const debugPort = Number(
    readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0],
  );
  if (reports) mkdirSync(reports, { recursive: true });
  try {
    await waitFor(`${base}/login/`);
    // Signed in once so the projects page renders for real: tokens in localStorage, kept by disableStorageReset.
    const page = await context.newPage();
    await signIn(page, base);
    // ...which also keeps the HTTP cache: emptied before every run, each one a first visit
    const cdp = await context.newCDPSession(page);

    const pages = [
      { page: '/login', slug: 'login', url: `${base}/login/` },
      { page: '/org/demo-farm/ (projects)', slug: 'projects', url: `${base}/org/demo-farm/` },
    ];
    const rows = [];
    for (const { preset, config, budget } of PRESETS) {
      for (const p of pages) {
        const results = [];
        for (let i = 0; i < runs; i++) {
          await cdp.send('Network.clearBrowserCache');
          const load = loadavg()[0];
          const { lhr } = await lighthouse(
            p.url,
            {
              port: debugPort,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: true,
            },
            config,
          );
          // a page that sent Lighthouse elsewhere (the projects page to /login when signed out) measured the wrong page
          if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(p.url).pathname)
            throw new Error(`${p.url} ended on ${lhr.finalDisplayedUrl}`);
          if (reports)
            writeFileSync(join(reports, `${p.slug}-${preset}-${i + 1}.json`), JSON.stringify(lhr));
          results.push({
            score: Math.round(lhr.categories.performance.score * 100),
            fcp: lhr.audits['first-contentful-paint'].numericValue,
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
            bytes: lhr.audits['total-byte-weight'].numericValue,
            load,
          });
        }
        const of = (key) => median(results.map((r) => r[key]));
        const score = of('score');
        const lcp = of('lcp');
        const ok = score >= budget.score && (budget.lcpMs === undefined || lcp <= budget.lcpMs);
        rows.push({
          page: p.page,
          preset,
          'score (median)': score,
          scores: results.map((r) => r.score).join(' '),
          'FCP ms': Math.round(of('fcp')),
          'LCP ms': Math.round(lcp),
          'TBT ms': Math.round(of('tbt')),
          CLS: of('cls').toFixed(3),
          'KB transferred': (of('bytes') / 1024).toFixed(1),
          load: of('load').toFixed(1),
          budget: `score ≥ ${budget.score}${budget.lcpMs ? `, LCP ≤ ${budget.lcpMs} ms` : ''}`,
          result: ok ? 'ok' : 'OVER',
        });
      }
    }
    return rows;
  } finally {
    await context.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchLighthouse());
}
