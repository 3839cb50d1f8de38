import { describe, expect, it } from 'vitest';
import { enableLoginDocument, takeLoginNotice } from './login-document';
import { queryClient } from './react-query';
import { getAccessToken, getRefreshToken, setTokens, setUser } from './session';
import { endSession } from './sign-out';

const signedIn = () => {
  setTokens({ access: 'access', refresh: 'refresh' });
  setUser({ username: 'demo' });
  queryClient.setQueryData(['org', 'demo-farm', 'projects'], ['cached']);
};

describe('endSession: the one way a session ends', () => {
  it('forgets the session and every cached answer; a sign-out leaves no notice', async () => {
    enableLoginDocument(() => undefined);
    signedIn();
    await endSession('signed-out');
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(queryClient.getQueryData(['org', 'demo-farm', 'projects'])).toBeUndefined();
    expect(takeLoginNotice()).toBeNull();
  });

  it('an expired session hands the session-expired notice to the login page', async () => {
    enableLoginDocument(() => undefined);
    signedIn();
    await endSession('expired');
    expect(getAccessToken()).toBeNull();
    expect(queryClient.getQueryData(['org', 'demo-farm', 'projects'])).toBeUndefined();
    expect(takeLoginNotice()).toBe('session-expired');
  });
});
