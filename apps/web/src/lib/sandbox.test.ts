import { describe, expect, it } from 'vitest';
import { getTabSandbox, keyInWorld, sandboxHeaders, setTabSandbox } from './sandbox';
import { clearSession, getAccessToken, setTokens } from './session';

describe('the tab’s world', () => {
  it('is the main world until the workbench chooses a sandbox, kept in the tab and sent with its calls', () => {
    expect(getTabSandbox()).toBeNull();
    expect(sandboxHeaders()).toEqual({});
    setTabSandbox('my-world');
    expect(getTabSandbox()).toBe('my-world');
    expect(window.sessionStorage.getItem('mock_sandbox')).toBe('my-world');
    expect(sandboxHeaders()).toEqual({ 'X-Mock-Sandbox': 'my-world' });
    setTabSandbox(null);
    expect(getTabSandbox()).toBeNull();
  });

  it('keeps the session the spec’s keys in the main world and apart per sandbox', () => {
    setTokens({ access: 'main-access', refresh: 'main-refresh' });
    expect(window.localStorage.getItem('access_token')).toBe('main-access');

    setTabSandbox('my-world');
    expect(getAccessToken()).toBeNull();
    setTokens({ access: 'world-access', refresh: 'world-refresh' });
    expect(window.localStorage.getItem(keyInWorld('access_token'))).toBe('world-access');
    expect(keyInWorld('access_token')).toBe('access_token@my-world');
    clearSession();
    expect(getAccessToken()).toBeNull();

    setTabSandbox(null);
    expect(getAccessToken()).toBe('main-access');
  });
});
