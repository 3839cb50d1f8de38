/**
 * The screen walk: every route of the product (routes.ts) in zh and en, light and dark, desktop (1280×800) and phone
 * (390×844) — plus the monitor on a wall screen (1920×1080) — as full-page PNGs under tests/e2e/.artifacts/screens/,
 * with report.md listing what layout-checks.ts measured on each (header overlaps, sideways overflow, wide tables, text cut
 * without a title). Open the PNGs and look at them: the report only finds what can be measured.
 *
 *   pnpm walk                                              # everything (~220 screenshots, ~4 min)
 *   WALK_ROUTES=tokens,users WALK_VIEWPORTS=phone pnpm walk
 *
 * Env: E2E_PORT (a server of yours already there is used, else the built mock is started on a free port and stopped),
 * WALK_LANGS (zh,en), WALK_THEMES (light,dark), WALK_VIEWPORTS (desktop,phone,wall), WALK_ROUTES (name substrings),
 * WALK_AXE=1 (also axe-core's serious and critical WCAG 2.1 A/AA findings of every screen in the report),
 * MOCK_CONTROL_TOKEN (sent to the mock's control plane when set).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoginResponse } from '@iot/api-client/model';
import {
  chromium,
  request as apiRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.mjs';
import { freePort, mockServer } from '../../playwright.shared';
import { demoIds, ROUTES, type DemoIds } from './routes';
import { measureLayout, settle, type LayoutReport } from './layout-checks';
import { blockingViolations } from '../axe-violations';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT) || (await freePort());
const baseURL = `http://127.0.0.1:${port}`;
const outDir = join(here, '../.artifacts/screens');
const list = (name: string, all: string[]) =>
  (process.env[name] ?? all.join(',')).split(',').filter((v) => all.includes(v));

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
  wall: { width: 1920, height: 1080 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;
const langs = list('WALK_LANGS', ['zh', 'en']);
const themes = list('WALK_THEMES', ['light', 'dark']);
const viewports = list('WALK_VIEWPORTS', Object.keys(VIEWPORTS)) as ViewportName[];
const filters = (process.env.WALK_ROUTES ?? '').split(',').filter(Boolean);
const routes = ROUTES.filter((r) => !filters.length || filters.some((f) => r.name.includes(f)));
const controlHeaders = () => ({
  'Content-Type': 'application/json',
  ...(process.env.MOCK_CONTROL_TOKEN
    ? { 'X-Mock-Control-Token': process.env.MOCK_CONTROL_TOKEN }
    : {}),
});

async function serverUp(): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/__mock__/`, { headers: controlHeaders() })).status < 500;
  } catch {
    return false;
  }
}

async function startServer(): Promise<ChildProcess | null> {
  if (await serverUp()) return null;
  console.log(`starting the built mock server on ${port}…`);
  const server = mockServer(port);
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 240 && !(await serverUp()); i++) {
    if (child.exitCode !== null) throw new Error('the mock server exited');
    await new Promise((r) => setTimeout(r, 500));
  }
  return child;
}

async function signIn(api: APIRequestContext) {
  const res = await api.post('/api/v2/account/login/', {
    data: { username: 'demo', password: 'demo123456' },
  });
  const body = (await res.json()) as LoginResponse;
  return { ...body.data.token, user: body.data.user };
}

/** One export task, so the data-download page shows its list rather than the empty state. */
async function seedExport(api: APIRequestContext, access: string, ids: DemoIds) {
  const now = Math.floor(Date.now() / 1000);
  await api.post(`/api/v2/projects/${ids.projectId}/data-download-tasks/`, {
    headers: { Authorization: `Bearer ${access}`, 'X-Org-Slug': 'demo-farm' },
    data: {
      device_id: ids.deviceId,
      factors: [ids.factorId],
      start_time: now - 86_400,
      end_time: now,
      name: '北区气象站 North weather station 2026-11-22 — walk export',
    },
  });
}

const findings = (r: LayoutReport) =>
  [
    r.scrollWidth > r.viewport ? `page ${r.scrollWidth}px wide: ${r.overflowing.join('; ')}` : '',
    ...r.headerOverlaps.map((o) => `header overlap: ${o}`),
    ...r.headerOutside.map((o) => `header item outside: ${o}`),
    ...r.wideTables.map((o) => `wide table: ${o}`),
    ...r.truncatedWithoutTitle.map((o) => `cut without title: ${o}`),
  ].filter(Boolean);

const axeFindings = async (page: Page) => (await blockingViolations(page)).map((v) => `axe ${v}`);

async function main() {
  const server = await startServer();
  const api = await apiRequest.newContext({ baseURL });
  const session = await signIn(api);
  const ids = await demoIds(api, session.access);
  await seedExport(api, session.access, ids);
  // a full walk starts from an empty folder; a partial one replaces only its own screenshots
  const partial = ['WALK_LANGS', 'WALK_THEMES', 'WALK_VIEWPORTS', 'WALK_ROUTES'].some(
    (v) => process.env[v],
  );
  if (!partial) rmSync(outDir, { recursive: true, force: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const report: string[] = ['# Screen walk', '', `${new Date().toISOString()} — ${baseURL}`, ''];
  let shots = 0;
  try {
    for (const viewportName of viewports) {
      for (const lang of langs) {
        for (const theme of themes) {
          const folder = join(outDir, viewportName, `${lang}-${theme}`);
          mkdirSync(folder, { recursive: true });
          for (const route of routes) {
            if (viewportName === 'wall' && !route.name.startsWith('monitor')) continue;
            const context = await browser.newContext({
              baseURL,
              viewport: VIEWPORTS[viewportName],
              locale: lang === 'zh' ? 'zh-CN' : 'en-US',
              colorScheme: theme as 'light' | 'dark',
            });
            // tsx (esbuild keepNames) wraps inner functions of measureLayout in __name(); give the page one
            await context.addInitScript('globalThis.__name = (fn) => fn');
            await context.addInitScript(
              ({ lang, theme, session }) => {
                localStorage.setItem('userLanguage', lang);
                localStorage.setItem('theme', theme);
                if (session && !sessionStorage.getItem('walk-session')) {
                  sessionStorage.setItem('walk-session', '1');
                  localStorage.setItem('access_token', session.access);
                  localStorage.setItem('refresh_token', session.refresh);
                  localStorage.setItem('user', JSON.stringify(session.user));
                }
              },
              { lang, theme, session: route.signedIn ? session : null },
            );
            const page = await context.newPage();
            await page.goto(route.path(ids));
            await settle(page);
            const layout = await page.evaluate(measureLayout);
            await page.screenshot({ path: join(folder, `${route.name}.png`), fullPage: true });
            shots++;
            const found = findings(layout);
            if (process.env.WALK_AXE) found.push(...(await axeFindings(page)));
            if (found.length) {
              report.push(
                `## ${viewportName} ${lang} ${theme} — ${route.name} (${page.url()})`,
                '',
              );
              report.push(...found.map((f) => `- ${f}`), '');
            }
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
    await api.post('/__mock__/reset', { headers: controlHeaders(), data: {} });
    await api.dispose();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
  const reportFile = join(outDir, partial ? 'report-partial.md' : 'report.md');
  writeFileSync(reportFile, `${report.join('\n')}\n`);
  console.log(`${shots} screenshots in ${outDir}; findings in ${reportFile}`);
}

await main();
