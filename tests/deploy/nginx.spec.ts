/**
 * What a deployment relies on from nginx (deploy/nginx/iot-console.conf.template), asked over HTTP: DEPLOY_NGINX_URL is
 * nginx with the console under /console/ in front of the mock, DEPLOY_CROSS_URL nginx serving the console alone with a
 * config.json pointing at the mock on DEPLOY_MOCK_URL (playwright.deploy.config.ts starts them).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { WEB_DIST } from '../playwright.shared';

const { DEPLOY_NGINX_URL: base, DEPLOY_CROSS_URL: cross, DEPLOY_MOCK_URL: mock } = process.env;

test('docs/deployment.md shows deploy/nginx/iot-console.conf.template as it is', () => {
  const doc = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');
  const start = doc.indexOf('```nginx\n') + '```nginx\n'.length;
  const template = new URL('../../deploy/nginx/iot-console.conf.template', import.meta.url);
  expect(doc.slice(start, doc.indexOf('\n```', start))).toBe(
    readFileSync(template, 'utf8').trimEnd(),
  );
});

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];

/** The security headers of an answer, each with every value it was sent with (a header sent twice shows two). */
const securityHeaders = (res: APIResponse) =>
  Object.fromEntries(
    SECURITY_HEADERS.map((name) => [
      name,
      res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === name)
        .map((h) => h.value),
    ]),
  );

/** The directives of a Content-Security-Policy, by name. */
const directives = (policy = '') =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values] as const),
  );

test('the console’s documents carry the mock’s security headers (its CSP, frame-ancestors, nosniff, Referrer-Policy)', async ({
  request,
}) => {
  const mockHeaders = securityHeaders(await request.get(`${mock}/`));
  expect(mockHeaders['content-security-policy']?.[0]).toMatch(/script-src 'self' 'sha256-/);
  for (const path of ['', 'login', 'login/', 'org/any-org/proj_any/7/']) {
    const res = await request.get(`${base}/console/${path}`);
    expect(res.status(), path).toBe(200);
    expect(securityHeaders(res), path).toEqual(mockHeaders);
  }
});

test('the build’s files, config.json, nginx’s redirects and 404s: nothing runs, nothing frames them', async ({
  request,
}) => {
  const file = readdirSync(`${WEB_DIST}/static`).find((f) => f.endsWith('.js'));
  const urls = [
    `${base}/console/static/${file}`,
    `${base}/console/favicon.svg`,
    `${base}/console/static/missing.js`,
    `${base}/console/config.json`,
    `${base}/console`,
    `${cross}/config.json`,
  ];
  for (const url of urls)
    expect(securityHeaders(await request.get(url, { maxRedirects: 0 })), url).toEqual({
      'content-security-policy': ["default-src 'none'; frame-ancestors 'none'"],
      'x-content-type-options': ['nosniff'],
      'referrer-policy': ['no-referrer'],
    });
});

test('the backend’s answers keep the backend’s own security headers, once', async ({ request }) => {
  for (const path of ['/api/v2/organizations/', '/monitor-board/'])
    expect(securityHeaders(await request.get(`${base}${path}`)), path).toEqual(
      securityHeaders(await request.get(`${mock}${path}`)),
    );
});

test('another origin: the documents’ CSP admits the API’s origin for calls, images and the board, nothing more', async ({
  request,
}) => {
  const own = directives(
    securityHeaders(await request.get(`${mock}/`))['content-security-policy']?.[0],
  );
  const res = await request.get(`${cross}/`);
  const policy = directives(securityHeaders(res)['content-security-policy']?.[0]);
  const origin = new URL(mock ?? '').origin;
  for (const [name, values] of own)
    expect(policy.get(name), name).toEqual(
      ['connect-src', 'img-src', 'frame-src'].includes(name) ? [...values, origin] : values,
    );
  expect(policy.size).toBe(own.size);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});

test('a client-side route gets the console’s page, with the base path', async ({ request }) => {
  const res = await request.get(`${base}/console/org/any-org/proj_any/7/`);
  expect(res.status()).toBe(200);
  expect(await res.text()).toMatch(/<base href="\/console\/" \/>[\s\S]*static\/main-/);
  expect(res.headers()['cache-control']).toBe('no-cache');
});

test('login and login/ get the login document', async ({ request }) => {
  for (const path of ['login', 'login/']) {
    const res = await request.get(`${base}/console/${path}`);
    expect(res.status(), path).toBe(200);
    expect(await res.text()).toMatch(/<base href="\/console\/" \/>[\s\S]*static\/login-/);
  }
});

test('the base path without its slash redirects', async ({ request }) => {
  const res = await request.get(`${base}/console`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(new URL(res.headers().location ?? '', base).pathname).toBe('/console/');
});

test('the build’s files are cached for good; a missing one is 404, not the page', async ({
  request,
}) => {
  const file = readdirSync(`${WEB_DIST}/static`).find((f) => f.endsWith('.js'));
  const res = await request.get(`${base}/console/static/${file}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toMatch(/immutable/);
  expect((await request.get(`${base}/console/static/missing.js`)).status()).toBe(404);
});

test('the build’s .gz files are sent as they are to a browser that accepts gzip', async ({
  request,
}) => {
  const file = readdirSync(`${WEB_DIST}/static`).find((f) => /^shell-.+\.js$/.test(f));
  const res = await request.get(`${base}/console/static/${file}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(res.headers().vary).toMatch(/accept-encoding/i);
  // the file made at build time (compressed as it is sent, the length would not be known up front)
  expect(res.headers()['content-length']).toBe(
    String(statSync(`${WEB_DIST}/static/${file}.gz`).size),
  );
});

test('no config.json: 404 (the console uses its defaults)', async ({ request }) => {
  expect((await request.get(`${base}/console/config.json`)).status()).toBe(404);
});

test('/api/, /assets/ and /monitor-board/ reach the backend', async ({ request }) => {
  const api = await request.get(`${base}/api/v2/organizations/`);
  expect(api.status()).toBe(401);
  expect(api.headers()['content-type']).toMatch(/json/);
  expect((await request.get(`${base}/assets/factor-icons/thermometer.svg`)).status()).toBe(200);
  expect((await request.get(`${base}/monitor-board/`)).status()).toBe(200);
});

test('another origin: config.json is served fresh, the API is not proxied', async ({ request }) => {
  const res = await request.get(`${cross}/config.json`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/application\/json/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  // no /api/ location: the path is one of the console's pages (and not under /api/v2/, which logs.spec.ts watches)
  expect((await request.get(`${cross}/api/`)).headers()['content-type']).toMatch(/text\/html/);
});

test('another origin: the backend allows the console’s origin', async ({ request }) => {
  const res = await request.fetch(`${mock}/api/v2/projects/`, {
    method: 'OPTIONS',
    headers: {
      Origin: cross ?? '',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization,x-org-slug',
    },
  });
  expect(res.status()).toBe(204);
  expect(res.headers()['access-control-allow-origin']).toBe(cross);
});
