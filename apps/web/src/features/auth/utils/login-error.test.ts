import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@iot/api-client/errors';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { loginErrorText } from './login-error';

const http = (status: number, message?: string) => new ApiError({ status, code: 'x', message });

describe('login error texts', () => {
  beforeAll(() => initI18n('zh'));

  it('says the credentials were refused for any 401, whatever the server wrote', async () => {
    await changeLanguage('zh');
    expect(loginErrorText(http(401, 'Wrong'))).toEqual({ key: 'login.errors.invalidCredentials' });
    expect(loginErrorText(http(401, '密码错误'))).toEqual({
      key: 'login.errors.invalidCredentials',
    });
  });

  it("shows a 400's server message only in the reader's language", async () => {
    await changeLanguage('zh');
    expect(loginErrorText(http(400, '用户名过长'))).toEqual({ message: '用户名过长' });
    expect(loginErrorText(http(400, 'Username too long'))).toEqual({
      key: 'login.errors.invalidInput',
    });
    await changeLanguage('en');
    expect(loginErrorText(http(400, 'Username too long'))).toEqual({
      message: 'Username too long',
    });
  });

  it('falls back to the texts of the spec', () => {
    expect(loginErrorText(http(401))).toEqual({ key: 'login.errors.invalidCredentials' });
    expect(loginErrorText(http(400))).toEqual({ key: 'login.errors.invalidInput' });
    expect(loginErrorText(http(500, 'oops'))).toEqual({ key: 'login.errors.failed' });
    expect(loginErrorText(http(429, 'Too many'))).toEqual({ key: 'login.errors.failed' });
    expect(
      loginErrorText(new ApiError({ status: 0, code: 'network_error', kind: 'network' })),
    ).toEqual({
      key: 'login.errors.noResponse',
    });
    expect(loginErrorText(new ApiError({ status: 0, code: 'timeout', kind: 'timeout' }))).toEqual({
      key: 'login.errors.noResponse',
    });
    expect(loginErrorText(new TypeError('bug'))).toEqual({ key: 'login.errors.requestError' });
  });

  it('says the server cannot take the sign-in now for a 503 (a full public demo)', () => {
    expect(loginErrorText(http(503, 'The demo is full'))).toEqual({
      key: 'login.errors.unavailable',
    });
  });
});
