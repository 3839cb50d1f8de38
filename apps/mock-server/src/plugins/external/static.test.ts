import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '#src/config.js';
import { DEVICE_KINDS } from '#src/seed/farms.js';
import { FACTOR_TYPES, factorTypeDetail } from '#src/simulation/factor-types.js';
import { testApp } from '#src/testing/helpers.js';

const web = mkdtempSync(join(tmpdir(), 'mock-web-'));
mkdirSync(join(web, 'assets'));
writeFileSync(
  join(web, 'index.html'),
  '<!doctype html><title>console</title><div id="root"></div>',
);
writeFileSync(join(web, 'assets', 'index-abc.js'), 'console.log(1)');
// a hashed file of the build with the .br and .gz the build makes beside it, and one without a hash (public/static/)
const BUNDLE = `export const text = '${'compressible '.repeat(200)}';`;
mkdirSync(join(web, 'static', 'icons'), { recursive: true });
writeFileSync(join(web, 'static', 'main-Ab1_x-9Z.js'), BUNDLE);
writeFileSync(join(web, 'static', 'main-Ab1_x-9Z.js.br'), brotliCompressSync(BUNDLE));
writeFileSync(join(web, 'static', 'main-Ab1_x-9Z.js.gz'), gzipSync(BUNDLE));
writeFileSync(
  join(web, 'static', 'icons', 'factor.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg"/>',
);
mkdirSync(join(web, 'login'));
writeFileSync(
  join(web, 'login', 'index.html'),
  '<!doctype html><title>login</title><div id="login">',
);
afterAll(() => rmSync(web, { recursive: true, force: true }));

describe('static files', () => {
  it('has an image for every factor icon and device picture the data names', () => {
    for (const t of FACTOR_TYPES) {
      const icon = factorTypeDetail(t.code, 'zh').icon;
      expect(existsSync(join(PACKAGE_ROOT, icon.replace(/^\//, '')))).toBe(true);
    }
    expect(existsSync(join(PACKAGE_ROOT, 'assets/factor-icons/default.svg'))).toBe(true);
    for (const k of DEVICE_KINDS)
      expect(existsSync(join(PACKAGE_ROOT, k.image.replace(/^\//, '')))).toBe(true);
  });

  it('serves the web app with index.html for client routes, its bundles and the images under /assets/', async () => {
    const app = await testApp({ webDist: web });
    const page = await app.inject({ url: '/org/demo-farm/devices/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await app.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
    const icon = await app.inject({ url: '/assets/factor-icons/thermometer.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    const api = await app.inject({ url: '/api/v2/unknown/' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
    await app.close();
  });

  it('serves a page with a document of its own (the login page) at /login and /login/', async () => {
    const app = await testApp({ webDist: web });
    for (const url of ['/login', '/login/', '/login?next=1']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="login">');
    }
    expect((await app.inject({ url: '/login/other' })).body).toContain('<div id="root">');
    expect((await app.inject({ url: '/dashboard' })).body).toContain('<div id="root">');
    await app.close();
  });

  describe('compressed files and caching', () => {
    const get = async (url: string, acceptEncoding?: string) => {
      const app = await testApp({ webDist: web });
      const res = await app.inject({
        url,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      await app.close();
      return res;
    };

    it("sends the build's brotli file to a browser that accepts br, gzip to one that accepts only gzip", async () => {
      const br = await get('/static/main-Ab1_x-9Z.js', 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

      const gz = await get('/static/main-Ab1_x-9Z.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['content-type']).toContain('javascript');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
    });

    it('sends the file as it is without Accept-Encoding or with an encoding it has no file for', async () => {
      for (const accept of [undefined, 'identity', 'deflate']) {
        const res = await get('/static/main-Ab1_x-9Z.js', accept);
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBeUndefined();
        expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(res.body, accept).toBe(BUNDLE);
      }
    });

    it('caches hashed files for good, revalidates the other files and the documents', async () => {
      for (const accept of ['br', 'gzip', 'identity'])
        expect((await get('/static/main-Ab1_x-9Z.js', accept)).headers['cache-control']).toBe(
          'public, max-age=31536000, immutable',
        );
      expect((await get('/static/icons/factor.svg', 'br')).headers['cache-control']).toBe(
        'no-cache',
      );
      for (const url of ['/', '/login/', '/org/demo-farm/'])
        expect((await get(url, 'gzip, br')).headers['cache-control'], url).toBe('no-cache');
    });

    it('sends the documents uncompressed, with their security headers', async () => {
      for (const url of ['/', '/login', '/login/', '/org/demo-farm/']) {
        const res = await get(url, 'gzip, deflate, br');
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBeUndefined();
        expect(res.body, url).toMatch(/<div id="(root|login)">/);
        expect(res.headers['content-security-policy'], url).toMatch(/script-src/);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      }
    });
  });
});
