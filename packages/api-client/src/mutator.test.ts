import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from './config';
import { ApiError } from './errors';
import { listProjects, deleteProject, createProject } from './generated/hooks/projects';
import { login } from './generated/hooks/account';
import { buildUrl } from './mutator';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, data, error: null }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const fail = (status: number, error: unknown) =>
  new Response(JSON.stringify({ success: false, data: null, error }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function setup(
  handler: Handler,
  tokens: { access: string | null; refresh: string | null } = { access: 'A1', refresh: 'R1' },
) {
  const state = { ...tokens, cleared: 0, expired: 0, refreshCalls: [] as string[] };
  const fetchMock = vi.fn((url: string | URL | Request, init?: RequestInit) =>
    Promise.resolve(handler(String(url), init ?? {})),
  );
  configureApiClient({
    baseUrl: 'http://api.test',
    fetch: fetchMock as unknown as typeof fetch,
    getOrgSlug: () => 'demo-farm',
    session: {
      getAccessToken: () => state.access,
      getRefreshToken: () => state.refresh,
      setTokens: (t) => {
        state.access = t.access;
        state.refresh = t.refresh;
      },
      clear: () => {
        state.access = null;
        state.refresh = null;
        state.cleared += 1;
      },
    },
    refresh: async (r) => {
      state.refreshCalls.push(r);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (r !== 'R1') throw new ApiError({ status: 401, code: 'not_authenticated' });
      return { access: 'A2', refresh: 'R2' };
    },
    onSessionExpired: () => {
      state.expired += 1;
    },
    timeoutMs: 10_000,
  });
  return { state, fetchMock };
}

const authOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

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

describe('401 and refresh', () => {
  const expiringServer = (): Handler => (_url, init) =>
    authOf(init) === 'Bearer A2'
      ? ok([])
      : fail(401, { code: 'token_expired', message: 'Access token has expired' });

  it('refreshes once and retries with the new token', async () => {
    const { state, fetchMock } = setup(expiringServer());
    await expect(listProjects()).resolves.toEqual([]);
    expect(state.refreshCalls).toEqual(['R1']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authOf(fetchMock.mock.calls[1]![1]!)).toBe('Bearer A2');
    expect(state).toMatchObject({ access: 'A2', refresh: 'R2', cleared: 0, expired: 0 });
  });

  it('shares one refresh between three calls that fail at the same time', async () => {
    const { state } = setup(expiringServer());
    const results = await Promise.all([
      listProjects(),
      listProjects({ search: 'a' }),
      listProjects({ search: 'b' }),
    ]);
    expect(results).toEqual([[], [], []]);
    expect(state.refreshCalls).toHaveLength(1);
  });

  it('refreshes on not_authenticated too', async () => {
    const { state } = setup((_u, init) =>
      authOf(init) === 'Bearer A2'
        ? ok([])
        : fail(401, { code: 'not_authenticated', message: 'x' }),
    );
    await listProjects();
    expect(state.refreshCalls).toHaveLength(1);
  });

  it('with no refresh token clears the session and reports it expired', async () => {
    const { state } = setup(expiringServer(), { access: 'A1', refresh: null });
    await expect(listProjects()).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    expect(state).toMatchObject({ access: null, cleared: 1, expired: 1 });
    expect(state.refreshCalls).toEqual([]);
  });

  it('with a failed refresh clears the session and reports it expired, once for concurrent calls', async () => {
    const { state } = setup(expiringServer(), { access: 'A1', refresh: 'R-revoked' });
    const all = await Promise.allSettled([listProjects(), listProjects({ search: 'x' })]);
    expect(all.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(state.refreshCalls).toHaveLength(1);
    expect(state).toMatchObject({ cleared: 1, expired: 1 });
  });

  it('does not retry twice: a 401 after the retry ends the session', async () => {
    const { state, fetchMock } = setup(() => fail(401, { code: 'token_expired', message: 'x' }));
    await expect(listProjects()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(state.refreshCalls).toHaveLength(1);
    expect(state).toMatchObject({ cleared: 1, expired: 1 });
  });

  it('does not refresh an anonymous call such as a wrong password', async () => {
    const { state } = setup(
      () => fail(401, { code: 'authentication_failed', message: 'Invalid username or password' }),
      { access: null, refresh: null },
    );
    await expect(login({ username: 'demo', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    expect(state).toMatchObject({ cleared: 0, expired: 0, refreshCalls: [] });
  });

  it('does not refresh other errors', async () => {
    const { state } = setup(() => fail(403, { code: 'permission_denied', message: 'no' }));
    await expect(listProjects()).rejects.toMatchObject({ status: 403 });
    expect(state.refreshCalls).toEqual([]);
  });
});
