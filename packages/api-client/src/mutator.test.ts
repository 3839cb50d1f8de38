import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from './config';
import { ApiError } from './errors';
import { listProjects, deleteProject, createProject } from './generated/hooks/projects';
import { buildUrl } from './mutator';
import { fail, ok, setup } from './testing/fake-server';

afterEach(() => {
  resetApiClientConfig();
  vi.useRealTimers();
});

describe('request building', () => {
  it('joins base URL, path and query, sends the bearer token and the organization header', async () => {
    const { fetchMock } = setup(() => ok([]));
    await listProjects({ search: '温室 a' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/v2/projects/?search=%E6%B8%A9%E5%AE%A4+a');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer A1');
    expect(headers['X-Org-Slug']).toBe('demo-farm');
  });

  it('sends no organization header before one is chosen and JSON bodies with their content type', async () => {
    const { fetchMock } = setup(() => ok({ project_id: 'proj_x' }, 201));
    configureApiClient({ getOrgSlug: () => null });
    await createProject({ name: '1号温室' });
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Org-Slug']).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ name: '1号温室' });
  });

  it("sends the console's language as Accept-Language with every call, and none before it is known", async () => {
    const { fetchMock } = setup(() => ok([]));
    await listProjects();
    expect(
      (fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Accept-Language'],
    ).toBeUndefined();
    let language = 'zh';
    configureApiClient({ getLanguage: () => language });
    await listProjects();
    language = 'en';
    await createProject({ name: 'A' });
    const sent = fetchMock.mock.calls
      .slice(1)
      .map(([, init]) => (init!.headers as Record<string, string>)['Accept-Language']);
    expect(sent).toEqual(['zh', 'en']);
  });

  it("sends the host's extra headers with every call (the workbench's sandbox of a browser tab)", async () => {
    const { fetchMock } = setup(() => ok([]));
    configureApiClient({ getExtraHeaders: () => ({ 'X-Mock-Sandbox': 'tab-3' }) });
    await listProjects();
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['X-Mock-Sandbox']).toBe('tab-3');
    expect(headers.Authorization).toBe('Bearer A1');
  });

  it('keeps the organization a call names over the one chosen', async () => {
    const { fetchMock } = setup(() => ok([]));
    await listProjects(undefined, { headers: { 'X-Org-Slug': 'other-farm' } });
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['X-Org-Slug']).toBe('other-farm');
  });

  it('skips empty query values and repeats arrays', () => {
    expect(buildUrl('/', '/x/', { a: undefined, b: null, c: [1, 2], d: false })).toBe(
      '/x/?c=1&c=2&d=false',
    );
  });
});

describe('envelope', () => {
  it('resolves with data of a success envelope', async () => {
    setup(() => ok([{ project_id: 'proj_a', name: 'A' }]));
    await expect(listProjects()).resolves.toEqual([{ project_id: 'proj_a', name: 'A' }]);
  });

  it('resolves with nothing for 204', async () => {
    setup(() => new Response(null, { status: 204 }));
    await expect(deleteProject('proj_a')).resolves.toBeUndefined();
  });

  it('throws ApiError with status, server code, message and field errors', async () => {
    setup(() =>
      fail(400, {
        code: 'validation_error',
        message: 'Invalid input data',
        fields: { name: ['Required.', 'Too short.'], non_field_errors: ['Bad.'] },
      }),
    );
    const err = await createProject({ name: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect([e.status, e.code, e.message]).toEqual([400, 'validation_error', 'Invalid input data']);
    expect(e.fieldError('name')).toBe('Required.');
    expect(e.nonFieldError).toBe('Bad.');
  });

  it("says 'unknown error' when the server gives no message or no envelope", async () => {
    setup(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const e = (await listProjects().catch((x: unknown) => x)) as ApiError;
    expect([e.status, e.code, e.message]).toEqual([502, '502', 'unknown error']);
    setup(() => fail(403, { code: 'permission_denied' }));
    const e2 = (await listProjects().catch((x: unknown) => x)) as ApiError;
    expect([e2.status, e2.code, e2.message]).toEqual([403, 'permission_denied', 'unknown error']);
  });

  it('treats a 200 envelope with success false as an error', async () => {
    setup(
      () =>
        new Response(
          JSON.stringify({ success: false, data: null, error: { code: 'x', message: 'nope' } }),
          { status: 200 },
        ),
    );
    await expect(listProjects()).rejects.toMatchObject({ status: 200, code: 'x', message: 'nope' });
  });
});

describe('timeout and network', () => {
  beforeEach(() => vi.useFakeTimers());

  it('aborts after the configured 10 s', async () => {
    setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal!.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = listProjects().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    const e = (await pending) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect([e.kind, e.code, e.status]).toEqual(['timeout', 'timeout', 0]);
  });

  it('reports a network failure as status 0', async () => {
    setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const e = (await listProjects().catch((x: unknown) => x)) as ApiError;
    expect([e.kind, e.status]).toEqual(['network', 0]);
  });
});
