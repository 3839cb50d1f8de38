#!/usr/bin/env node
// `pnpm test:deploy`: the smoke suite (e2e/smoke.spec.ts) against deployments of ONE build of the console, configured at
// run time only (docs/deployment.md):
//   1–3. the mock playing each backend variant (wrapped_lists, access_only_refresh, token_not_valid; docs/mock-server.md);
//   4.   real nginx with deploy/nginx/iot-console.conf.template, the console under /console/, the mock behind /api/;
//   5.   the API on another origin: nginx serves the console alone, its config.json points at the mock, which allows the
//        console's origin (MOCK_CORS_ORIGINS).
// Access tokens live 3 s, so every walk (≥ 8 s) renews its session (E2E_SMOKE_EXPECT_REFRESH=1). Before the walks the nginx
// answers a deployment relies on are checked (documents, SPA fallback, caching, redirects, what is and is not proxied).
import { spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsole } from '../e2e/build-console.mjs';
import { runChild } from '../run-child.mjs';
import { checkNginx } from './nginx-checks.mjs';
import { freePort, startNginx, TEMPLATE, waitForPort } from './nginx.mjs';

const tests = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (msg) => console.log(`\x1b[36m[deploy]\x1b[0m ${msg}`);
const ACCESS_TOKEN_TTL = '3';

const work = mkdtempSync(join(tmpdir(), 'iot-deploy-'));
chmodSync(work, 0o755); // nginx's workers (nobody, when started as root) read the build and config.json from here
const web = process.env.E2E_WEB_DIST ?? join(work, 'web');
const stops = [];
const results = [];

/** docs/deployment.md shows the template as it is (the one nginx is started with below). */
function docShowsTemplate() {
  const doc = readFileSync(join(tests, '../docs/deployment.md'), 'utf8');
  const start = doc.indexOf('```nginx\n') + '```nginx\n'.length;
  const shown = doc.slice(start, doc.indexOf('\n```', start));
  results.push({
    name: 'docs/deployment.md shows deploy/nginx/iot-console.conf.template as it is',
    ok: shown === readFileSync(TEMPLATE, 'utf8').trimEnd(),
  });
}

async function main() {
  docShowsTemplate();
  if (!process.env.E2E_WEB_DIST) {
    log(`vite build of apps/web → ${web}`);
    buildConsole(web);
  }
  const [mockPort, nginxPort, crossPort] = [await freePort(), await freePort(), await freePort()];
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const crossOrigin = `http://127.0.0.1:${crossPort}`;
  const controlToken = randomBytes(16).toString('hex');

  log(
    `mock server on ${mockPort} (access tokens live ${ACCESS_TOKEN_TTL} s, CORS for ${crossOrigin})`,
  );
  const mock = spawn(process.execPath, [join(tests, 'e2e/serve.mjs')], {
    cwd: tests,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(mockPort),
      E2E_WEB_DIST: web,
      ACCESS_TOKEN_TTL,
      MOCK_CORS_ORIGINS: crossOrigin,
      MOCK_CONTROL_TOKEN: controlToken,
    },
  });
  stops.push(
    () =>
      new Promise((resolve) => {
        if (mock.exitCode !== null) return resolve();
        mock.once('exit', () => resolve());
        mock.kill('SIGTERM');
      }),
  );
  await waitForPort(mockPort, 60_000);

  const vars = (port, basePath, configFile) => ({
    IOT_LISTEN: `127.0.0.1:${port}`,
    IOT_SERVER_NAME: 'localhost',
    IOT_WEB_ROOT: web,
    IOT_BASE_PATH: basePath,
    IOT_CONFIG_FILE: configFile,
    IOT_BACKEND: mockUrl,
  });
  const sameDir = join(work, 'nginx-same-origin');
  mkdirSync(sameDir);
  log(
    `nginx on ${nginxPort}: the console under /console/, /api/, /assets/ and /monitor-board/ → the mock`,
  );
  const same = await startNginx({
    dir: sameDir,
    port: nginxPort,
    vars: vars(nginxPort, '/console/', join(sameDir, 'config.json')), // no such file: the defaults
  });
  stops.push(same.stop);

  const crossDir = join(work, 'nginx-cross-origin');
  mkdirSync(crossDir);
  const configFile = join(crossDir, 'config.json');
  writeFileSync(configFile, `${JSON.stringify({ apiBaseUrl: mockUrl }, null, 2)}\n`);
  chmodSync(crossDir, 0o755);
  log(`nginx on ${crossPort}: the console alone, its config.json → ${mockUrl}`);
  const cross = await startNginx({
    dir: crossDir,
    port: crossPort,
    vars: vars(crossPort, '/', configFile),
    backend: false,
  });
  stops.push(cross.stop);

  results.push(
    ...(await checkNginx({ base: `http://127.0.0.1:${nginxPort}`, crossOrigin, mockUrl, web })),
  );
  const crossLogStart = cross.accessLog().length;

  const control = (variants) =>
    fetch(`${mockUrl}/__mock__/variants`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Mock-Control-Token': controlToken },
      body: JSON.stringify({
        wrapped_lists: false,
        access_only_refresh: false,
        token_not_valid: false,
        ...variants,
      }),
    }).then((res) => assert.equal(res.status, 200, `PUT /__mock__/variants: ${res.status}`));

  const walks = [
    ['the mock, lists wrapped in results', `${mockUrl}/`, { wrapped_lists: true }],
    ['the mock, refresh answering access alone', `${mockUrl}/`, { access_only_refresh: true }],
    ['the mock, 401 token_not_valid', `${mockUrl}/`, { token_not_valid: true }],
    [
      'nginx in front of the mock, console under /console/',
      `http://127.0.0.1:${nginxPort}/console/`,
      {},
    ],
    ['the API on another origin (config.json + CORS)', `${crossOrigin}/`, {}],
  ];
  for (const [name, baseUrl, variants] of walks) {
    await control(variants);
    log(`smoke suite: ${name} — ${baseUrl}`);
    const t0 = Date.now();
    const { status } = await runChild(
      join(tests, 'node_modules/.bin/playwright'),
      ['test', '-c', 'playwright.smoke.config.ts'],
      {
        cwd: tests,
        env: {
          E2E_SMOKE_WORKERS: '2',
          ...process.env,
          E2E_BASE_URL: baseUrl,
          E2E_SMOKE_EXPECT_REFRESH: '1',
        },
      },
    );
    results.push({ name, ok: status === 0, ms: Date.now() - t0 });
  }
  await control({});

  // one build, any path: every file of the build was asked for under the base path (none at a page's own path)
  const misplaced = same
    .accessLog()
    .split('\n')
    .map((line) => line.split(' ')[6])
    .filter((path) => path && /\/static\//.test(path) && !path.startsWith('/console/static/'));
  results.push({
    name: 'nginx: every file of the build asked for under /console/static/',
    ok: misplaced.length === 0,
    detail: misplaced.slice(0, 5).join(', '),
  });
  const proxied = cross.accessLog().slice(crossLogStart).includes(' /api/');
  results.push({ name: 'another origin: no API call went to the console’s server', ok: !proxied });
}

const t0 = Date.now();
try {
  await main();
} catch (e) {
  console.error(e);
  results.push({ name: 'deployment set-up', ok: false, detail: e.message });
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(work, { recursive: true, force: true });
}
console.log('');
for (const r of results)
  log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name}${r.ms ? `  (${(r.ms / 1000).toFixed(1)} s)` : ''}${r.detail ? `  — ${r.detail}` : ''}`,
  );
const failed = results.filter((r) => !r.ok).length;
log(`${((Date.now() - t0) / 1000).toFixed(0)} s in all`);
console.log(`deployments: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
