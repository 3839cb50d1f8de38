import { describe, expect, it } from 'vitest';
import { isKnownPage } from './router';
import { isNumericId, orgSlugFromPathname, paths } from '../config/paths';

const org = 'demo-farm';
const project = 'proj_a1b2c3d4';

/** Every href of the table, with sample parameters: each one must be a page of the router. */
const hrefs = [
  paths.dashboard.getHref(),
  paths.login.getHref(),
  paths.monitor.getHref(),
  paths.testUi.getHref(),
  paths.organizations.getHref(),
  paths.account.root.getHref(),
  paths.account.profile.getHref(),
  paths.account.password.getHref(),
  paths.org.root.getHref(org),
  paths.org.devices.getHref(org),
  paths.org.settings.root.getHref(org),
  paths.org.settings.basic.getHref(org),
  paths.org.settings.tokens.getHref(org),
  paths.org.settings.forwarders.getHref(org),
  paths.org.users.root.getHref(org),
  paths.org.users.all.getHref(org),
  paths.org.users.blacklist.getHref(org),
  paths.project.root.getHref(org, project),
  paths.project.devices.getHref(org, project),
  paths.project.dataDownload.getHref(org, project),
  paths.project.settings.root.getHref(org, project),
  paths.project.settings.basic.getHref(org, project),
  paths.device.overview.getHref(org, project, 12),
  paths.device.factors.getHref(org, project, 12),
  paths.device.alerts.getHref(org, project, 12),
  paths.device.settings.getHref(org, project, 12),
  paths.device.factorData.getHref(org, project, 12, 34),
];

describe('route table', () => {
  it.each(hrefs)('%s is a page of the router', (href) => {
    expect(isKnownPage(href)).toBe(true);
  });

  it('builds the spec URLs', () => {
    expect(paths.org.root.getHref(org)).toBe('/org/demo-farm/');
    expect(paths.org.devices.getHref(org)).toBe('/org/demo-farm/devices/');
    expect(paths.device.overview.getHref(org, project, 7)).toBe('/org/demo-farm/proj_a1b2c3d4/7/');
    expect(paths.device.factorData.getHref(org, project, 7, 9)).toBe(
      '/org/demo-farm/proj_a1b2c3d4/7/factor/9',
    );
    expect(paths.org.subPath.getHref(org, '/devices/')).toBe('/org/demo-farm/devices/');
  });

  it('encodes parameters', () => {
    expect(paths.org.root.getHref('a b/c')).toBe('/org/a%20b%2Fc/');
  });

  it('reads the organization of a URL', () => {
    expect(orgSlugFromPathname('/org/demo-farm/proj_1/3/')).toBe('demo-farm');
    expect(orgSlugFromPathname('/account/profile')).toBeNull();
  });

  it('takes only numeric device and factor ids', () => {
    expect(isNumericId('12')).toBe(true);
    expect(isNumericId('12a')).toBe(false);
    expect(isNumericId(undefined)).toBe(false);
  });

  it('knows other paths are not pages', () => {
    expect(isKnownPage('/nope')).toBe(false);
  });
});
