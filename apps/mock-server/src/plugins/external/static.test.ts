import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
