import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  changePassword,
  getAccount,
  login,
  loginWxmp,
  logout,
  refreshToken,
  updateAccount,
} from '@iot/api-client/hooks/account';
import {
  authHeaders,
  caught,
  createPact,
  EXAMPLE_REFRESH,
  JSON_HEADERS,
  useClient,
} from './support/pact';
import { account, failure, ok, okEmpty, tokenPair, validationFailure } from './support/shapes';

const { fromProviderState, string } = MatchersV3;
const pact = createPact();

describe('account', () => {
  it('login: signs in with username and password and receives the user and a token pair', async () => {
    await pact
      .addInteraction()
      .given('user demo exists with password demo123456')
      .uponReceiving('a sign-in of demo with the right password')
      .withRequest('POST', '/api/v2/account/login/', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ username: 'demo', password: 'demo123456' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok({ user: account(), token: tokenPair() })))
      .executeTest(async (server) => {
        useClient(server.url, { access: null, org: null });
        const result = await login({ username: 'demo', password: 'demo123456' });
        expect(result.user.username).toBe('demo');
        expect(result.token.access).toEqual(expect.any(String));
        expect(result.token.refresh).toEqual(expect.any(String));
      });
  });

  it('login: a wrong password is answered 401 with the server message, without a refresh', async () => {
    await pact
      .addInteraction()
      .given('user demo exists with password demo123456')
      .uponReceiving('a sign-in of demo with a wrong password')
      .withRequest('POST', '/api/v2/account/login/', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ username: 'demo', password: 'wrong-password' }),
      )
      .willRespondWith(401, (b) =>
        b.jsonBody(failure('authentication_failed', 'Invalid username or password')),
      )
      .executeTest(async (server) => {
        const probe = useClient(server.url, { access: null, org: null });
        const e = await caught(login({ username: 'demo', password: 'wrong-password' }));
        expect([e.status, e.code]).toEqual([401, 'authentication_failed']);
        expect(e.message).toBeTruthy();
        expect(probe.expired).toBe(0);
      });
  });

  it('loginWxmp: signs in a WeChat user with the code of wx.login()', async () => {
    await pact
      .addInteraction()
      .given('a WeChat user wx_lihua exists')
      .uponReceiving('a WeChat mini program sign-in')
      .withRequest('POST', '/api/v2/account/login/wxmp/', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ code: 'mock-wx_lihua' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            user: account({ username: string('wx_lihua'), user_type: 'wechat', email: undefined }),
            token: tokenPair(),
          }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url, { access: null, org: null });
        const result = await loginWxmp({ code: 'mock-wx_lihua' });
        expect(result.user.user_type).toBe('wechat');
        expect(result.token.access).toEqual(expect.any(String));
      });
  });

  it('logout: revokes the refresh token of the session', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a sign-out revoking the refresh token')
      .withRequest('POST', '/api/v2/account/logout/', (b) =>
        b
          .headers({ ...authHeaders(null), ...JSON_HEADERS })
          .jsonBody({ refresh: fromProviderState('${refreshToken}', EXAMPLE_REFRESH) }),
      )
      .willRespondWith(200, (b) => b.jsonBody(okEmpty()))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        await expect(
          logout({ refresh: EXAMPLE_REFRESH }, { skipAuthRefresh: true }),
        ).resolves.toBeNull();
      });
  });

  it('refreshToken: exchanges a refresh token for a new pair', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a refresh of the session')
      .withRequest('POST', '/api/v2/account/refresh/', (b) =>
        b
          .headers(JSON_HEADERS)
          .jsonBody({ refresh: fromProviderState('${refreshToken}', EXAMPLE_REFRESH) }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(tokenPair())))
      .executeTest(async (server) => {
        useClient(server.url, { access: null, org: null });
        const pair = await refreshToken({ refresh: EXAMPLE_REFRESH }, { skipAuthRefresh: true });
        expect(pair.access).toEqual(expect.any(String));
        expect(pair.refresh).toEqual(expect.any(String));
      });
  });

  it('getAccount: reads the signed-in user', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a request for the own account')
      .withRequest('GET', '/api/v2/account/', (b) => b.headers(authHeaders(null)))
      .willRespondWith(200, (b) => b.jsonBody(ok(account())))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const me = await getAccount();
        expect(me.username).toBe('demo');
        expect(me.nickname ?? me.full_name).toBeTruthy();
      });
  });

  it('getAccount: an expired access token is answered 401 token_expired and ends a session without refresh token', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in with an expired access token')
      .uponReceiving('a request for the own account with an expired access token')
      .withRequest('GET', '/api/v2/account/', (b) => b.headers(authHeaders(null)))
      .willRespondWith(401, (b) => b.jsonBody(failure('token_expired', 'Access token has expired')))
      .executeTest(async (server) => {
        const probe = useClient(server.url, { org: null, refresh: null });
        const e = await caught(getAccount());
        expect([e.status, e.code]).toEqual([401, 'token_expired']);
        expect(probe.expired).toBe(1);
      });
  });

  it('updateAccount: changes the nickname alone', async () => {
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a change of the own nickname')
      .withRequest('PUT', '/api/v2/account/', (b) =>
        b.headers({ ...authHeaders(null), ...JSON_HEADERS }).jsonBody({ nickname: '李华 Li Hua' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(account({ nickname: '李华 Li Hua' }))))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const me = await updateAccount({ nickname: '李华 Li Hua' });
        expect(me.nickname).toBe('李华 Li Hua');
      });
  });

  it('changePassword: changes the password', async () => {
    const body = {
      old_password: 'demo123456',
      new_password: 'Greenhouse#2026',
      confirm_password: 'Greenhouse#2026',
    };
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a password change with the right current password')
      .withRequest('POST', '/api/v2/account/change-password/', (b) =>
        b.headers({ ...authHeaders(null), ...JSON_HEADERS }).jsonBody(body),
      )
      .willRespondWith(200, (b) => b.jsonBody(okEmpty()))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        await expect(changePassword(body)).resolves.toBeNull();
      });
  });

  it('changePassword: a wrong current password is a 400 with a message under old_password', async () => {
    const body = {
      old_password: 'not-my-password',
      new_password: 'Greenhouse#2026',
      confirm_password: 'Greenhouse#2026',
    };
    await pact
      .addInteraction()
      .given('user demo is signed in')
      .uponReceiving('a password change with a wrong current password')
      .withRequest('POST', '/api/v2/account/change-password/', (b) =>
        b.headers({ ...authHeaders(null), ...JSON_HEADERS }).jsonBody(body),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(validationFailure('old_password', 'Current password is incorrect.')),
      )
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const e = await caught(changePassword(body));
        expect([e.status, e.code]).toEqual([400, 'validation_error']);
        expect(e.fieldError('old_password')).toBeTruthy();
      });
  });
});
