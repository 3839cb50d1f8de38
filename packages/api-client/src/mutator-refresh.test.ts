/**
 * The refresh rules of the request function (docs/decisions/0055-refresh-on-any-401.md, 0056-access-only-refresh.md):
 * any 401 of a signed-in call refreshes once, whatever its code; a refresh answer with `access` alone keeps the refresh token; one refresh for every
 * call failing meanwhile; never a refresh of the refresh call, sign-in or sign-out; a second 401 ends the session.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient, resetApiClientConfig } from './config';
import { login, logout, refreshToken } from './generated/hooks/account';
import { listProjects } from './generated/hooks/projects';
import type { ApiError as ApiErrorBody } from './generated/model';
import { authOf, fail, ok, setup, type Handler } from './testing/fake-server';

afterEach(() => resetApiClientConfig());

/** Answers 401 with `error` to every token but `valid`. */
const expiringServer =
  (
    error: Partial<ApiErrorBody> = { code: 'token_expired', message: 'Access token has expired' },
    valid = 'A2',
  ): Handler =>
  (_url, init) =>
    authOf(init) === `Bearer ${valid}` ? ok([]) : fail(401, error);

describe('a 401 of a signed-in call', () => {
  it('refreshes once and retries with the new token', async () => {
    const { state, fetchMock } = setup(expiringServer());
    await expect(listProjects()).resolves.toEqual([]);
    expect(state.refreshCalls).toEqual(['R1']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authOf(fetchMock.mock.calls[1]![1]!)).toBe('Bearer A2');
    expect(state).toMatchObject({ access: 'A2', refresh: 'R2', cleared: 0, expired: 0 });
  });

  it.each([
    ['token_expired (the mock)', { code: 'token_expired', message: 'x' }],
    ['not_authenticated', { code: 'not_authenticated', message: 'x' }],
    [
      'token_not_valid (Django REST Framework SimpleJWT)',
      { code: 'token_not_valid', message: 'x' },
    ],
    ['a code nobody planned for', { code: 'whatever', message: 'x' }],
  ])('refreshes whatever the code: %s', async (_name, error) => {
    const { state } = setup(expiringServer(error));
    await expect(listProjects()).resolves.toEqual([]);
    expect(state.refreshCalls).toEqual(['R1']);
  });

  it('refreshes a 401 without an envelope (a proxy or a framework page)', async () => {
    const { state } = setup((_u, init) =>
      authOf(init) === 'Bearer A2' ? ok([]) : new Response('Unauthorized', { status: 401 }),
    );
    await expect(listProjects()).resolves.toEqual([]);
    expect(state.refreshCalls).toEqual(['R1']);
  });

  it('does not refresh other statuses', async () => {
    const { state } = setup(() => fail(403, { code: 'token_not_valid', message: 'no' }));
    await expect(listProjects()).rejects.toMatchObject({ status: 403 });
    expect(state.refreshCalls).toEqual([]);
  });
});

describe('a refresh answer with access alone', () => {
  it('keeps the stored refresh token and uses it for the next refresh', async () => {
    // every access token expires at once: each call needs a refresh
    let valid = 'A2';
    const { state } = setup(
      (_u, init) =>
        authOf(init) === `Bearer ${valid}` ? ok([]) : fail(401, { code: 'token_not_valid' }),
      { access: 'A1', refresh: 'R1' },
      'access-only',
    );
    await listProjects();
    expect(state).toMatchObject({ access: 'A2', refresh: 'R1', cleared: 0 });
    valid = 'A3';
    await listProjects();
    expect(state.refreshCalls).toEqual(['R1', 'R1']);
    expect(state).toMatchObject({ access: 'A3', refresh: 'R1', cleared: 0, expired: 0 });
  });
});

describe('single flight', () => {
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

  it('a call that fails with a token renewed meanwhile retries without a refresh of its own', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowAnswered = new Promise<void>((resolve) => (releaseSlow = resolve));
    const { state, fetchMock } = setup(async (url, init) => {
      // the slow call was sent with A1 and answers 401 only after the other call has refreshed to A2
      if (url.includes('search=slow') && authOf(init) === 'Bearer A1') {
        await slowAnswered;
        return fail(401, { code: 'token_expired' });
      }
      return authOf(init) === 'Bearer A2' ? ok([]) : fail(401, { code: 'token_expired' });
    });
    const slow = listProjects({ search: 'slow' });
    await listProjects();
    expect(state.refreshCalls).toEqual(['R1']);
    releaseSlow();
    await expect(slow).resolves.toEqual([]);
    expect(state.refreshCalls).toEqual(['R1']);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('with a failed refresh clears the session and reports it expired, once for concurrent calls', async () => {
    const { state } = setup(expiringServer(), { access: 'A1', refresh: 'R-revoked' });
    const all = await Promise.allSettled([listProjects(), listProjects({ search: 'x' })]);
    expect(all.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(state.refreshCalls).toHaveLength(1);
    expect(state).toMatchObject({ cleared: 1, expired: 1 });
  });
});

describe('no loops', () => {
  it('with no refresh token clears the session and reports it expired', async () => {
    const { state } = setup(expiringServer(), { access: 'A1', refresh: null });
    await expect(listProjects()).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    expect(state).toMatchObject({ access: null, cleared: 1, expired: 1 });
    expect(state.refreshCalls).toEqual([]);
  });

  it('does not retry twice: a 401 after the retry ends the session', async () => {
    const { state, fetchMock } = setup(() => fail(401, { code: 'token_not_valid', message: 'x' }));
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

  it('never refreshes sign-in, even with a stale session stored', async () => {
    const { state, fetchMock } = setup(() =>
      fail(401, { code: 'authentication_failed', message: 'Invalid username or password' }),
    );
    await expect(login({ username: 'demo', password: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ access: 'A1', refresh: 'R1', cleared: 0, expired: 0 });
    expect(state.refreshCalls).toEqual([]);
  });

  it('never refreshes sign-out', async () => {
    const { state, fetchMock } = setup(() => fail(401, { code: 'token_not_valid' }));
    await expect(logout({ refresh: 'R1' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ refreshCalls: [], cleared: 0, expired: 0 });
  });

  it('never refreshes the refresh call: a refused refresh ends the session after two requests', async () => {
    // the real wiring of setupApiClient: the refresh is the generated refreshToken call
    const { state, fetchMock } = setup((url) =>
      fail(401, { code: url.endsWith('/refresh/') ? 'token_not_valid' : 'token_expired' }),
    );
    configureApiClient({ refresh: (refresh) => refreshToken({ refresh }) });
    await expect(listProjects()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      '/api/v2/projects/',
      '/api/v2/account/refresh/',
    ]);
    expect(state).toMatchObject({ access: null, refresh: null, cleared: 1, expired: 1 });
  });
});
