/**
 * Typed translation keys: `t('missing.key')` is a type error. The zh files are the reference; a test keeps en equal.
 * A new namespace is added here and as locales/zh/<ns>.json + locales/en/<ns>.json.
 */
import 'i18next';
import type account from '../locales/zh/account.json';
import type auth from '../locales/zh/auth.json';
import type common from '../locales/zh/common.json';
import type projectSettings from '../locales/zh/project-settings.json';
import type projectDashboard from '../locales/zh/project-dashboard.json';
import type devices from '../locales/zh/devices.json';
import type downloads from '../locales/zh/downloads.json';
import type factors from '../locales/zh/factors.json';
import type forwarders from '../locales/zh/forwarders.json';
import type layout from '../locales/zh/layout.json';
import type monitor from '../locales/zh/monitor.json';
import type orgSettings from '../locales/zh/org-settings.json';
import type organizations from '../locales/zh/organizations.json';
import type projects from '../locales/zh/projects.json';
import type simulator from '../locales/zh/simulator.json';
import type testUi from '../locales/zh/test-ui.json';
import type tokens from '../locales/zh/tokens.json';
import type users from '../locales/zh/users.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      auth: typeof auth;
      common: typeof common;
      'project-settings': typeof projectSettings;
      'project-dashboard': typeof projectDashboard;
      devices: typeof devices;
      downloads: typeof downloads;
      factors: typeof factors;
      forwarders: typeof forwarders;
      layout: typeof layout;
      monitor: typeof monitor;
      'org-settings': typeof orgSettings;
      organizations: typeof organizations;
      projects: typeof projects;
      simulator: typeof simulator;
      'test-ui': typeof testUi;
      tokens: typeof tokens;
      users: typeof users;
    };
  }
}
