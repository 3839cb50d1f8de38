// What a deployment relies on from nginx (deploy/nginx/iot-console.conf.template), asked over HTTP by deploy/run.mjs:
// `base` is nginx with the console under /console/ in front of the mock, `crossOrigin` nginx serving the console alone
// with a config.json that points at `mockUrl`; `web` is the build both serve.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The directives of a Content-Security-Policy, by name. */
const directives = (policy) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

/** The security headers of an answer; a header sent twice would show as two values joined by ", ". */
const securityHeaders = (res) => ({
  csp: res.headers.get('content-security-policy'),
  nosniff: res.headers.get('x-content-type-options'),
  referrer: res.headers.get('referrer-policy'),
});

/** What a deployment relies on from nginx, asked over HTTP. */
export async function checkNginx({ base, crossOrigin, mockUrl, web }) {
  const results = [];
  const get = (url, init) => fetch(url, { redirect: 'manual', ...init });
  const text = async (url) => {
    const res = await get(url);
    return { res, body: await res.text() };
  };
  const checks = [
    [
      'the console’s documents carry the mock’s security headers (its CSP, frame-ancestors, nosniff, Referrer-Policy)',
      async () => {
        const mock = securityHeaders(await get(`${mockUrl}/`));
        assert.match(mock.csp ?? '', /script-src 'self' 'sha256-/);
        for (const path of ['', 'login', 'login/', 'org/any-org/proj_any/7/']) {
          const res = await get(`${base}/console/${path}`);
          assert.equal(res.status, 200, path);
          assert.deepEqual(securityHeaders(res), mock, path);
        }
      },
    ],
    [
      'the build’s files, config.json, nginx’s redirects and 404s: nothing runs, nothing frames them',
      async () => {
        const file = readdirSync(join(web, 'static')).find((f) => f.endsWith('.js'));
        const urls = [
          `${base}/console/static/${file}`,
          `${base}/console/favicon.svg`,
          `${base}/console/static/missing.js`,
          `${base}/console/config.json`,
          `${base}/console`,
          `${crossOrigin}/config.json`,
        ];
        for (const url of urls)
          assert.deepEqual(
            securityHeaders(await get(url)),
            {
              csp: "default-src 'none'; frame-ancestors 'none'",
              nosniff: 'nosniff',
              referrer: 'no-referrer',
            },
            url,
          );
      },
    ],
    [
      'the backend’s answers keep the backend’s own security headers, once',
      async () => {
        for (const path of ['/api/v2/organizations/', '/monitor-board/'])
          assert.deepEqual(
            securityHeaders(await get(`${base}${path}`)),
            securityHeaders(await get(`${mockUrl}${path}`)),
            path,
          );
      },
    ],
    [
      'another origin: the documents’ CSP admits the API’s origin for calls, images and the board, nothing more',
      async () => {
        const mock = directives(securityHeaders(await get(`${mockUrl}/`)).csp);
        const res = await get(`${crossOrigin}/`);
        const policy = directives(securityHeaders(res).csp);
        const origin = new URL(mockUrl).origin;
        for (const name of ['connect-src', 'img-src', 'frame-src'])
          assert.deepEqual(policy.get(name), [...mock.get(name), origin], name);
        for (const [name, values] of mock)
          if (!['connect-src', 'img-src', 'frame-src'].includes(name))
            assert.deepEqual(policy.get(name), values, name);
        assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      },
    ],
    [
      'a client-side route gets the console’s page, with the base path',
      async () => {
        const { res, body } = await text(`${base}/console/org/any-org/proj_any/7/`);
        assert.equal(res.status, 200);
        assert.match(body, /<base href="\/console\/" \/>/);
        assert.match(body, /static\/main-/);
        assert.equal(res.headers.get('cache-control'), 'no-cache');
      },
    ],
    [
      'login and login/ get the login document',
      async () => {
        for (const path of ['login', 'login/']) {
          const { res, body } = await text(`${base}/console/${path}`);
          assert.equal(res.status, 200, path);
          assert.match(body, /<base href="\/console\/" \/>/);
          assert.match(body, /static\/login-/);
        }
      },
    ],
    [
      'the base path without its slash redirects',
      async () => {
        const res = await get(`${base}/console`);
        assert.equal(res.status, 301);
        assert.equal(new URL(res.headers.get('location'), base).pathname, '/console/');
      },
    ],
    [
      'the build’s files are cached for good; a missing one is 404, not the page',
      async () => {
        const file = readdirSync(join(web, 'static')).find((f) => f.endsWith('.js'));
        const res = await get(`${base}/console/static/${file}`);
        assert.equal(res.status, 200);
        assert.match(res.headers.get('cache-control') ?? '', /immutable/);
        assert.equal((await get(`${base}/console/static/missing.js`)).status, 404);
      },
    ],
    [
      'no config.json: 404 (the console uses its defaults)',
      async () => assert.equal((await get(`${base}/console/config.json`)).status, 404),
    ],
    [
      '/api/, /assets/ and /monitor-board/ reach the backend',
      async () => {
        const api = await get(`${base}/api/v2/organizations/`);
        assert.equal(api.status, 401);
        assert.match(api.headers.get('content-type') ?? '', /json/);
        assert.equal((await get(`${base}/assets/factor-icons/thermometer.svg`)).status, 200);
        assert.equal((await get(`${base}/monitor-board/`)).status, 200);
      },
    ],
    [
      'another origin: config.json is served fresh, the API is not proxied',
      async () => {
        const res = await get(`${crossOrigin}/config.json`);
        assert.equal(res.status, 200);
        assert.match(res.headers.get('content-type') ?? '', /application\/json/);
        assert.equal(res.headers.get('cache-control'), 'no-cache');
        // no /api/ location: the path is one of the console's pages, not the backend's answer
        const api = await get(`${crossOrigin}/api/v2/organizations/`);
        assert.match(api.headers.get('content-type') ?? '', /text\/html/);
      },
    ],
    [
      'another origin: the backend allows the console’s origin',
      async () => {
        const res = await get(`${mockUrl}/api/v2/projects/`, {
          method: 'OPTIONS',
          headers: {
            Origin: crossOrigin,
            'Access-Control-Request-Method': 'GET',
            'Access-Control-Request-Headers': 'authorization,x-org-slug',
          },
        });
        assert.equal(res.status, 204);
        assert.equal(res.headers.get('access-control-allow-origin'), crossOrigin);
      },
    ],
  ];
  for (const [name, check] of checks) {
    try {
      await check();
      results.push({ name: `nginx: ${name}`, ok: true });
    } catch (e) {
      results.push({ name: `nginx: ${name}`, ok: false, detail: e.message });
    }
  }
  return results;
}
