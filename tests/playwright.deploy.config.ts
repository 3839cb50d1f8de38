import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { Lang, Variants } from './e2e/fixtures';
import {
  browser,
  freePort,
  languages,
  mockServer,
  reporter,
  suite,
  WEB_DIST,
} from './playwright.shared';

/**
 * `pnpm test:deploy`: ONE build of the console in the deployments of docs/deployment.md, configured at run time only.
 * The smoke suite (e2e/smoke.spec.ts) walks each deployment in zh and en, each backend variant in zh; deploy/nginx.spec.ts
 * asks nginx what a deployment relies on; deploy/logs.spec.ts reads nginx's logs after the walks; deploy/scale-out.spec.ts
 * starts three mock instances behind an nginx of its own (docs/deployment.md#several-mock-instances).
 * - the mock playing each backend variant, each walk in a sandbox of its own (docs/mock-server.md#backend-variants);
 * - real nginx with deploy/nginx/iot-console.conf.template, the console under /console/, the mock behind /api/;
 * - the API on another origin: nginx serves the console alone, its config.json points at the mock, which allows that
 *   origin (MOCK_CORS_ORIGINS).
 * Access tokens live 3 s: every walk (≥ 8 s) must renew its session.
 */
process.env.E2E_SMOKE_EXPECT_REFRESH = '1';
// chosen once in the runner's main process; the workers inherit them
if (!process.env.DEPLOY_DIR) {
  const [mock, nginx, cross] = await Promise.all([freePort(), freePort(), freePort()]);
  const dir = join(import.meta.dirname, 'e2e/.artifacts/deploy');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'cross-origin'), { recursive: true });
  const mockUrl = `http://127.0.0.1:${mock}`;
  writeFileSync(join(dir, 'cross-origin/config.json'), JSON.stringify({ apiBaseUrl: mockUrl }));
  Object.assign(process.env, {
    DEPLOY_DIR: dir,
    DEPLOY_MOCK_URL: mockUrl,
    DEPLOY_NGINX_URL: `http://127.0.0.1:${nginx}`,
    DEPLOY_CROSS_URL: `http://127.0.0.1:${cross}`,
  });
}
const dir = process.env.DEPLOY_DIR ?? '';
const mockUrl = process.env.DEPLOY_MOCK_URL ?? '';
const nginxUrl = process.env.DEPLOY_NGINX_URL ?? '';
const crossUrl = process.env.DEPLOY_CROSS_URL ?? '';

/** nginx with the template on `url`'s port, in dir/<name>, the console under `basePath` (with the backend or alone). */
const nginx = (name: string, url: string, basePath: string, backend = true) => ({
  command: `node deploy/nginx.mjs ${join(dir, name)}${backend ? '' : ' --no-backend'}`,
  url: `${url}${basePath}login`,
  timeout: 15_000,
  env: {
    IOT_LISTEN: new URL(url).host,
    IOT_SERVER_NAME: 'localhost',
    IOT_WEB_ROOT: WEB_DIST,
    IOT_BASE_PATH: basePath,
    IOT_CONFIG_FILE: join(dir, name, 'config.json'), // same origin: none, the defaults
    IOT_BACKEND: mockUrl,
  },
});

const deployments: [string, string, Variants | null][] = [
  ['wrapped_lists', `${mockUrl}/`, { wrapped_lists: true }],
  ['access_only_refresh', `${mockUrl}/`, { access_only_refresh: true }],
  ['token_not_valid', `${mockUrl}/`, { token_not_valid: true }],
  ['nginx, console under /console/', `${nginxUrl}/console/`, null],
  ['API on another origin', `${crossUrl}/`, null],
];
// A deployment serves the texts itself (each language's file under its paths): it walks in both languages. A backend
// variant changes the API's shapes and the session's renewal, no text: it walks in zh (ADR 0161).
const walks = deployments.flatMap(([name, baseURL, variants]) =>
  (variants ? languages.filter((language) => language.name === 'zh') : languages).map(
    (language) => ({
      name: `${name} ${language.name}`,
      testMatch: /e2e\/smoke\.spec\.ts$/,
      use: { ...language.use, baseURL, sandboxed: variants !== null, variants },
    }),
  ),
);

export default defineConfig<{ lang: Lang; sandboxed: boolean; variants: Variants | null }>({
  testDir: '.',
  outputDir: './e2e/.artifacts/deploy-results',
  // two walks side by side when alone; npm test runs one beside the e2e suite's three workers
  workers: Number(process.env.E2E_SMOKE_WORKERS ?? 2),
  ...suite,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: reporter('./e2e/.artifacts/deploy-report'),
  use: browser,
  projects: [
    { name: 'nginx', testMatch: /deploy\/nginx\.spec\.ts$/ },
    { name: 'scale-out', testMatch: /deploy\/scale-out\.spec\.ts$/ },
    ...walks,
    { name: 'logs', testMatch: /deploy\/logs\.spec\.ts$/, dependencies: walks.map((w) => w.name) },
  ],
  webServer: [
    mockServer(Number(new URL(mockUrl).port), {
      ACCESS_TOKEN_TTL: '3',
      MOCK_CORS_ORIGINS: crossUrl,
    }),
    nginx('same-origin', nginxUrl, '/console/'),
    nginx('cross-origin', crossUrl, '/', false),
  ],
});
