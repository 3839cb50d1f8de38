import type {
  AccountUpdate,
  ChangePasswordRequest,
  LoginRequest,
  RefreshRequest,
  WxmpLoginRequest,
} from '@iot/api-client/model';
import { describe, expect, it } from 'vitest';
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
  EXAMPLES,
  JSON_HEADERS,
  stateValue,
  useClient,
} from './support/pact';
import {
  answer,
  answerEmpty,
  asExample,
  failure,
  validationFailure,
  type Matching,
} from './support/expected';
import { STATE } from './support/states';

const pact = createPact();
const { username, password, refreshToken: REFRESH } = EXAMPLES;

describe('account', () => {
  it('login: signs in with username and password and receives the user and a token pair', async () => {
    await pact
      .addInteraction()
      .given(STATE.user)
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/api/v2/account/login/', (b) =>
        b.headers(JSON_HEADERS).jsonBody({
          username: stateValue('username'),
          password: stateValue('password'),
        } satisfies Matching<LoginRequest>),
      )
      .willRespondWith(200, (b) => b.jsonBody(answer('login')))
      .executeTest(async (server) => {
        useClient(server.url, { access: null, org: null });
        const result = await login({ username, password });
        expect(result.user.username).toBe('demo');
        expect(result.token.access).toEqual(expect.any(String));
        expect(result.token.refresh).toEqual(expect.any(String));
      });
  });

  it('login: a wrong password is answered 401 with the server message, without a refresh', async () => {
    await pact
      .addInteraction()
      .given(STATE.user)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/v2/account/login/', (b) =>
        b.headers(JSON_HEADERS).jsonBody({
          username: stateValue('username'),
          password: 'wrong-password',
        } satisfies Matching<LoginRequest>),
      )
      .willRespondWith(401, (b) =>
        b.jsonBody(failure('authentication_failed', 'Invalid username or password')),
      )
      .executeTest(async (server) => {
        const probe = useClient(server.url, { access: null, org: null });
        const e = await caught(login({ username, password: 'wrong-password' }));
        // a refused sign-in is final: no refresh, no session to end; its code is the backend's own
        expect(e.status).toBe(401);
        expect(e.message).toBeTruthy();
        expect(probe.expired).toBe(0);
      });
  });

  it('loginWxmp: signs in a WeChat user with the code of wx.login()', async () => {
    await pact
      .addInteraction()
      .given(STATE.wechatUser)
      .uponReceiving('a WeChat mini program sign-in')
      .withRequest('POST', '/api/v2/account/login/wxmp/', (b) =>
        b
          .headers(JSON_HEADERS)
          .jsonBody({ code: stateValue('wxCode') } satisfies Matching<WxmpLoginRequest>),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          answer('loginWxmp', {
            user: { username: asExample('wx_lihua'), user_type: asExample('wechat') },
          }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server.url, { access: null, org: null });
        const result = await loginWxmp({ code: EXAMPLES.wxCode });
        expect(result.user.user_type).toBe('wechat');
        expect(result.token.access).toEqual(expect.any(String));
      });
  });

  it('logout: revokes the refresh token of the session', async () => {
    await pact
      .addInteraction()
      .given(STATE.signedIn)
      .uponReceiving('a sign-out revoking the refresh token')
      .withRequest('POST', '/api/v2/account/logout/', (b) =>
        b
          .headers({ ...authHeaders(null), ...JSON_HEADERS })
          .jsonBody({ refresh: stateValue('refreshToken') } satisfies Matching<RefreshRequest>),
      )
      .willRespondWith(200, (b) => b.jsonBody(answerEmpty()))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        await expect(logout({ refresh: REFRESH }, { skipAuthRefresh: true })).resolves.toBe(
          undefined,
        );
      });
  });

  it('refreshToken: exchanges a refresh token for a new access token', async () => {
    await pact
      .addInteraction()
      .given(STATE.signedIn)
      .uponReceiving('a refresh of the session')
      .withRequest('POST', '/api/v2/account/refresh/', (b) =>
        b
          .headers(JSON_HEADERS)
          .jsonBody({ refresh: stateValue('refreshToken') } satisfies Matching<RefreshRequest>),
      )
      // Only `access` is needed: a backend that does not rotate refresh tokens answers without `refresh`.
      .willRespondWith(200, (b) => b.jsonBody(answer('refreshToken')))
      .executeTest(async (server) => {
        useClient(server.url, { access: null, org: null });
        const pair = await refreshToken({ refresh: REFRESH }, { skipAuthRefresh: true });
        expect(pair.access).toEqual(expect.any(String));
      });
  });

  it('getAccount: reads the signed-in user', async () => {
    await pact
      .addInteraction()
      .given(STATE.signedIn)
      .uponReceiving('a request for the own account')
      .withRequest('GET', '/api/v2/account/', (b) => b.headers(authHeaders(null)))
      .willRespondWith(200, (b) => b.jsonBody(answer('getAccount')))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const me = await getAccount();
        expect(me.username).toBe('demo');
        expect(me.nickname ?? me.full_name).toBeTruthy();
      });
  });

  it('getAccount: an expired access token is answered 401 and ends a session without refresh token', async () => {
    await pact
      .addInteraction()
      .given(STATE.expiredToken)
      .uponReceiving('a request for the own account with an expired access token')
      .withRequest('GET', '/api/v2/account/', (b) => b.headers(authHeaders(null)))
      // Any 401 of a signed-in call refreshes, whatever its code (simplejwt says token_not_valid).
      .willRespondWith(401, (b) => b.jsonBody(failure('token_expired', 'Access token has expired')))
      .executeTest(async (server) => {
        const probe = useClient(server.url, { org: null, refresh: null });
        const e = await caught(getAccount());
        expect(e.status).toBe(401);
        expect(probe.expired).toBe(1);
      });
  });

  it('updateAccount: changes the nickname alone', async () => {
    await pact
      .addInteraction()
      .given(STATE.signedIn)
      .uponReceiving('a change of the own nickname')
      .withRequest('PUT', '/api/v2/account/', (b) =>
        b
          .headers({ ...authHeaders(null), ...JSON_HEADERS })
          .jsonBody({ nickname: '李华 Li Hua' } satisfies Matching<AccountUpdate>),
      )
      // The nickname is exact: the profile shows (and caches) the saved answer.
      .willRespondWith(200, (b) => b.jsonBody(answer('updateAccount', { nickname: '李华 Li Hua' })))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        const me = await updateAccount({ nickname: '李华 Li Hua' });
        expect(me.nickname).toBe('李华 Li Hua');
      });
  });

  it('changePassword: changes the password', async () => {
    const body = {
      old_password: password,
      new_password: 'Greenhouse#2026',
      confirm_password: 'Greenhouse#2026',
    } satisfies Matching<ChangePasswordRequest>;
    await pact
      .addInteraction()
      .given(STATE.signedIn)
      .uponReceiving('a password change with the right current password')
      .withRequest('POST', '/api/v2/account/change-password/', (b) =>
        b.headers({ ...authHeaders(null), ...JSON_HEADERS }).jsonBody({
          ...body,
          old_password: stateValue('password'),
        } satisfies Matching<ChangePasswordRequest>),
      )
      .willRespondWith(200, (b) => b.jsonBody(answerEmpty()))
      .executeTest(async (server) => {
        useClient(server.url, { org: null });
        await expect(changePassword(body)).resolves.toBe(undefined);
      });
  });

  it('changePassword: a wrong current password is a 400 with a message under old_password', async () => {
    const body = {
      old_password: 'not-my-password',
      new_password: 'Greenhouse#2026',
      confirm_password: 'Greenhouse#2026',
    } satisfies Matching<ChangePasswordRequest>;
    await pact
      .addInteraction()
      .given(STATE.signedIn)
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
        expect(e.status).toBe(400);
        expect(e.fieldError('old_password')).toBeTruthy();
      });
  });
});
