import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiUrl,
  assetUrl,
  basePathOfDocument,
  checkConfigInput,
  fetchConfigFile,
  resolveRuntimeConfig,
  RuntimeConfigError,
  setRuntimeConfig,
  staticFileUrl,
  withBasePath,
  withoutBasePath,
} from './runtime-config';

afterEach(() => {
  setRuntimeConfig(resolveRuntimeConfig({ basePath: '/' }));
  document.head.querySelectorAll('base').forEach((b) => b.remove());
  delete window.__IOT_CONSOLE__;
  vi.restoreAllMocks();
});

describe('defaults and precedence', () => {
  it('defaults to the console origin with the spec’s /assets/, the board and the docs on it', () => {
    expect(resolveRuntimeConfig({ basePath: '/' })).toEqual({
      basePath: '/',
      apiBaseUrl: '',
      assetsUrl: '/assets/',
      staticUrl: '/static/',
      monitorBoardUrl: '/monitor-board/',
      apiDocsUrl: '/api/docs',
      officialSiteUrl: 'https://iot.example.org',
    });
  });

  it('puts the backend’s addresses on the API’s server when only the API is given', () => {
    const config = resolveRuntimeConfig({
      basePath: '/console',
      file: { apiBaseUrl: 'https://api.example.org/' },
    });
    expect(config).toMatchObject({
      basePath: '/console/',
      apiBaseUrl: 'https://api.example.org',
      assetsUrl: 'https://api.example.org/assets/',
      staticUrl: '/console/static/',
      monitorBoardUrl: 'https://api.example.org/monitor-board/',
      apiDocsUrl: 'https://api.example.org/api/docs',
    });
  });

  it('takes each field from the start-up data, else config.json, else an earlier start-up, else the default', () => {
    const config = resolveRuntimeConfig({
      basePath: '/',
      startup: { assetsUrl: 'https://cdn.example.org/img' },
      file: { assetsUrl: '/ignored/', apiDocsUrl: '/docs/', apiBaseUrl: '/backend' },
      storedAssetsUrl: '/stored/',
    });
    expect(config).toMatchObject({
      assetsUrl: 'https://cdn.example.org/img/',
      apiDocsUrl: '/docs/',
      apiBaseUrl: '/backend',
      monitorBoardUrl: '/backend/monitor-board/',
    });
    expect(resolveRuntimeConfig({ basePath: '/', storedAssetsUrl: '/stored/' }).assetsUrl).toBe(
      '/stored/',
    );
  });
});

describe('checking a source', () => {
  it('config.json: names the field that is wrong', () => {
    expect(() => checkConfigInput({ apiBaseUrl: 'api.example.org' }, 'config.json', true)).toThrow(
      new RuntimeConfigError(
        'config.json: "apiBaseUrl" must be an absolute http(s) URL or a path starting with / (or "" for the same origin)',
        'bad-field',
        'apiBaseUrl',
      ),
    );
    expect(() => checkConfigInput({ assetsUrl: 42 }, 'config.json', true)).toThrow(/"assetsUrl"/);
    expect(() => checkConfigInput({ monitorBoardUrl: 'javascript:alert(1)' }, 'c', true)).toThrow(
      /"monitorBoardUrl"/,
    );
    expect(() => checkConfigInput({ apiDocsUrl: '//evil.example' }, 'c', true)).toThrow(
      /apiDocsUrl/,
    );
    expect(() => checkConfigInput([], 'config.json', true)).toThrow(
      'config.json: expected a JSON object',
    );
  });

  it('config.json: keeps the usable fields, trimmed; unknown and null fields are left out', () => {
    expect(
      checkConfigInput(
        { apiBaseUrl: '', assetsUrl: ' /media/ ', apiDocsUrl: null, theme: 'dark' },
        'config.json',
        true,
      ),
    ).toEqual({ apiBaseUrl: '', assetsUrl: '/media/' });
  });

  it('the start-up data: a field of the wrong type or form is ignored', () => {
    expect(
      checkConfigInput({ apiBaseUrl: 7, assetsUrl: 'nope', apiDocsUrl: '/docs' }, 'startup', false),
    ).toEqual({ apiDocsUrl: '/docs' });
    expect(checkConfigInput('x', 'startup', false)).toEqual({});
  });
});

describe('config.json', () => {
  const answer = (body: string, init: ResponseInit) =>
    vi.fn(() => Promise.resolve(new Response(body, init))) as unknown as typeof fetch;

  it('reads and checks the file, without the HTTP cache’s stale copy', async () => {
    const fetchImpl = answer('{"apiBaseUrl": "https://api.example.org"}', {
      headers: { 'Content-Type': 'application/json' },
    });
    await expect(fetchConfigFile('/config.json', fetchImpl)).resolves.toEqual({
      apiBaseUrl: 'https://api.example.org',
    });
    expect(vi.mocked(fetchImpl).mock.calls[0]![1]).toMatchObject({ cache: 'no-cache' });
  });

  it('is optional: 404, or a server that answers every path with the console’s page', async () => {
    await expect(fetchConfigFile('/c', answer('', { status: 404 }))).resolves.toEqual({});
    const page = answer('<!doctype html>', { headers: { 'Content-Type': 'text/html' } });
    await expect(fetchConfigFile('/c', page)).resolves.toEqual({});
  });

  it('with the server failing or unreachable: the defaults, and a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(fetchConfigFile('/c', answer('', { status: 503 }))).resolves.toEqual({});
    const down = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchConfigFile('/c', down as unknown as typeof fetch)).resolves.toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('refuses a file that is not JSON', async () => {
    const broken = answer('{apiBaseUrl: x}', { headers: { 'Content-Type': 'application/json' } });
    await expect(fetchConfigFile('/c', broken)).rejects.toThrow('config.json: not valid JSON');
  });
});

describe('the base path', () => {
  it('is the document’s <base href>, or / without one', () => {
    expect(basePathOfDocument()).toBe('/');
    const base = document.createElement('base');
    base.href = '/console/';
    document.head.append(base);
    expect(basePathOfDocument()).toBe('/console/');
  });

  it('is set by the boot script from the start-up data, before anything loads; a bad value means /', () => {
    const boot = readFileSync(join(import.meta.dirname, '../boot/first-paint.js'), 'utf8');
    window.__IOT_CONSOLE__ = { basePath: '/iot/console/' };
    new Function(boot)();
    expect(basePathOfDocument()).toBe('/iot/console/');
    for (const bad of ['console/', '/console', 'https://evil.example/', 42]) {
      document.head.querySelectorAll('base').forEach((b) => b.remove());
      window.__IOT_CONSOLE__ = { basePath: bad };
      new Function(boot)();
      expect(basePathOfDocument()).toBe('/');
    }
  });

  it('never names another host: a protocol-relative value (//host/, /\\host/) means /', () => {
    const boot = readFileSync(join(import.meta.dirname, '../boot/first-paint.js'), 'utf8');
    for (const bad of ['//evil.example/', '//evil.example/console/', '/\\evil.example/']) {
      document.head.querySelectorAll('base').forEach((b) => b.remove());
      window.__IOT_CONSOLE__ = { basePath: bad };
      new Function(boot)();
      const base = document.querySelector('base');
      expect(base ? new URL(base.href).origin : location.origin, bad).toBe(location.origin);
      expect(basePathOfDocument()).toBe('/');
    }
  });

  it('is added to and taken from the console’s paths', () => {
    setRuntimeConfig(resolveRuntimeConfig({ basePath: '/console/' }));
    expect(withBasePath('/login/')).toBe('/console/login/');
    expect(withoutBasePath('/console/org/demo/')).toBe('/org/demo/');
    expect(withoutBasePath('/elsewhere/')).toBe('/elsewhere/');
  });
});

describe('addresses of the backend', () => {
  it('resolves images: absolute as they are, /assets/ and relative under assetsUrl, other paths on the API', () => {
    setRuntimeConfig(
      resolveRuntimeConfig({ basePath: '/', file: { apiBaseUrl: 'http://127.0.0.1:8162' } }),
    );
    expect(assetUrl('/assets/factor-icons/sun.svg')).toBe(
      'http://127.0.0.1:8162/assets/factor-icons/sun.svg',
    );
    expect(assetUrl('factor-icons/sun.svg')).toBe(
      'http://127.0.0.1:8162/assets/factor-icons/sun.svg',
    );
    expect(assetUrl('/media/x.png')).toBe('http://127.0.0.1:8162/media/x.png');
    expect(assetUrl('https://cdn.example.org/x.png')).toBe('https://cdn.example.org/x.png');
    expect(assetUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(assetUrl('')).toBeNull();
    expect(assetUrl(null)).toBeNull();
    expect(apiUrl('/api/v2/download-files/3/?expires=1')).toBe(
      'http://127.0.0.1:8162/api/v2/download-files/3/?expires=1',
    );
    expect(staticFileUrl('icons/factor.svg')).toBe('/static/icons/factor.svg');
  });
});
