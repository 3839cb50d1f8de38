import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { getChosenOrgSlug } from './api';
import { getAccessToken, getAssetsUrl, getRefreshToken } from './session';
import {
  applyStartupData,
  readStartupData,
  scheduleStartupNavigation,
  STARTUP_GLOBAL,
  type StartupData,
} from './startup';

const hrefs = { orgPath: paths.org.subPath.getHref, orgRoot: paths.org.root.getHref };

afterEach(() => {
  delete window[STARTUP_GLOBAL];
  vi.useRealTimers();
});

describe('start-up data', () => {
  it(`reads window.${STARTUP_GLOBAL} and ignores fields of the wrong type`, () => {
    window[STARTUP_GLOBAL] = {
      organizationSlug: 'demo-farm',
      path: 'devices/',
      language: 'zh-hans',
      assetsUrl: 42,
      auth: { accessToken: 'a', refreshToken: null },
    };
    expect(readStartupData()).toEqual<StartupData>({
      organizationSlug: 'demo-farm',
      projectId: undefined,
      path: 'devices/',
      language: 'zh-hans',
      assetsUrl: undefined,
      staticUrl: undefined,
      auth: { accessToken: 'a', refreshToken: undefined },
    });
  });

  it('is null without the global or when it is not an object', () => {
    expect(readStartupData()).toBeNull();
    window[STARTUP_GLOBAL] = 'nope';
    expect(readStartupData()).toBeNull();
  });

  it('stores the tokens, the asset path and the organization', () => {
    const nav = applyStartupData(
      {
        organizationSlug: 'demo-farm',
        assetsUrl: '/static-assets/',
        auth: { accessToken: 'access', refreshToken: 'refresh' },
      },
      hrefs,
    );
    expect(getAccessToken()).toBe('access');
    expect(getRefreshToken()).toBe('refresh');
    expect(getAssetsUrl('/assets/')).toBe('/static-assets/');
    expect(getChosenOrgSlug()).toBe('demo-farm');
    expect(nav).toBeNull();
  });

  it('navigates to the org page with the path after 100 ms', () => {
    vi.useFakeTimers();
    const nav = applyStartupData({ organizationSlug: 'demo-farm', path: '/devices/' }, hrefs);
    expect(nav).toEqual({ target: '/org/demo-farm/devices/', fallback: '/org/demo-farm/' });
    const navigate = vi.fn();
    scheduleStartupNavigation(nav!, navigate, () => true);
    vi.advanceTimersByTime(99);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    return vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/org/demo-farm/devices/'));
  });

  it('falls back to the organization root for an unknown page', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    scheduleStartupNavigation(
      { target: '/org/x/nope/a/b/c/d', fallback: '/org/x/' },
      navigate,
      () => false,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(navigate).toHaveBeenCalledWith('/org/x/');
  });

  it('falls back to the organization root when navigating fails', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    scheduleStartupNavigation(
      { target: '/org/x/devices/', fallback: '/org/x/' },
      navigate,
      () => true,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(navigate).toHaveBeenNthCalledWith(1, '/org/x/devices/');
    expect(navigate).toHaveBeenNthCalledWith(2, '/org/x/');
  });
});
