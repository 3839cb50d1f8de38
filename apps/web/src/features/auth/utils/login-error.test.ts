import { describe, expect, it } from 'vitest';
import { ApiError } from '@iot/api-client/errors';
import { loginErrorText } from './login-error';

const http = (status: number, message?: string) => new ApiError({ status, code: 'x', message });

describe('login error texts (docs/product.md#errors-and-messages)', () => {
  it('prefers the server message for 401 and 400', () => {
    expect(loginErrorText(http(401, 'Wrong'))).toEqual({ message: 'Wrong' });
    expect(loginErrorText(http(400, 'Bad'))).toEqual({ message: 'Bad' });
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
