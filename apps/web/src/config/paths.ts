/**
 * The one route table (docs/product.md#screens-and-routes). `path` is the react-router pattern (relative segments are composed in app/router.tsx);
 * `getHref(...)` builds the URL. No component assembles a URL by hand: import `paths` and call `getHref`.
 */
type Id = string | number;

const seg = (value: Id) => encodeURIComponent(String(value));
const org = (orgSlug: string) => `/org/${seg(orgSlug)}`;
const project = (orgSlug: string, projectId: string) => `${org(orgSlug)}/${seg(projectId)}`;
const device = (orgSlug: string, projectId: string, deviceId: Id) =>
  `${project(orgSlug, projectId)}/${seg(deviceId)}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  /** `next`: the page to return to after sign-in (lib/return-path.ts checks it). */
  login: {
    path: '/login',
    getHref: (next?: string | null) =>
      next ? `/login/?next=${encodeURIComponent(next)}` : '/login/',
  },
  monitor: { path: '/monitor', getHref: () => '/monitor' },
  testUi: { path: '/test-ui', getHref: () => '/test-ui' },
  organizations: { path: '/organizations', getHref: () => '/organizations' },

  account: {
    root: { path: '/account', getHref: () => '/account/' },
    profile: { path: '/account/profile', getHref: () => '/account/profile' },
    password: { path: '/account/password', getHref: () => '/account/password' },
  },

  org: {
    root: { path: '/org/:orgSlug', getHref: (orgSlug: string) => `${org(orgSlug)}/` },
    /** The org page under `path` (start-up data): `/org/{slug}/{path}`. */
    subPath: {
      path: '/org/:orgSlug/*',
      getHref: (orgSlug: string, subPath: string) =>
        `${org(orgSlug)}/${subPath.replace(/^\/+/, '')}`,
    },
    devices: {
      path: '/org/:orgSlug/devices',
      getHref: (orgSlug: string) => `${org(orgSlug)}/devices/`,
    },
    settings: {
      root: { path: '/org/:orgSlug/settings', getHref: (s: string) => `${org(s)}/settings` },
      basic: {
        path: '/org/:orgSlug/settings/basic',
        getHref: (s: string) => `${org(s)}/settings/basic`,
      },
      tokens: {
        path: '/org/:orgSlug/settings/tokens',
        getHref: (s: string) => `${org(s)}/settings/tokens`,
      },
      forwarders: {
        path: '/org/:orgSlug/settings/forwarders',
        getHref: (s: string) => `${org(s)}/settings/forwarders`,
      },
    },
    users: {
      root: { path: '/org/:orgSlug/users', getHref: (s: string) => `${org(s)}/users` },
      all: { path: '/org/:orgSlug/users/all', getHref: (s: string) => `${org(s)}/users/all` },
      blacklist: {
        path: '/org/:orgSlug/users/blacklist',
        getHref: (s: string) => `${org(s)}/users/blacklist`,
      },
    },
  },

  project: {
    root: {
      path: '/org/:orgSlug/:projectId',
      getHref: (orgSlug: string, projectId: string) => project(orgSlug, projectId),
    },
    /** `status`: only the online or the offline devices (the list's filter). */
    devices: {
      path: '/org/:orgSlug/:projectId/devices',
      getHref: (orgSlug: string, projectId: string, status?: 'online' | 'offline') =>
        `${project(orgSlug, projectId)}/devices${status ? `?status=${status}` : ''}`,
    },
    dataDownload: {
      path: '/org/:orgSlug/:projectId/data-download',
      getHref: (orgSlug: string, projectId: string) =>
        `${project(orgSlug, projectId)}/data-download`,
    },
    settings: {
      root: {
        path: '/org/:orgSlug/:projectId/settings',
        getHref: (orgSlug: string, projectId: string) => `${project(orgSlug, projectId)}/settings`,
      },
      basic: {
        path: '/org/:orgSlug/:projectId/settings/basic',
        getHref: (orgSlug: string, projectId: string) =>
          `${project(orgSlug, projectId)}/settings/basic`,
      },
    },
  },

  device: {
    overview: {
      path: '/org/:orgSlug/:projectId/:deviceId',
      getHref: (orgSlug: string, projectId: string, deviceId: Id) =>
        `${device(orgSlug, projectId, deviceId)}/`,
    },
    factors: {
      path: '/org/:orgSlug/:projectId/:deviceId/factors',
      getHref: (orgSlug: string, projectId: string, deviceId: Id) =>
        `${device(orgSlug, projectId, deviceId)}/factors`,
    },
    alerts: {
      path: '/org/:orgSlug/:projectId/:deviceId/alerts',
      getHref: (orgSlug: string, projectId: string, deviceId: Id) =>
        `${device(orgSlug, projectId, deviceId)}/alerts`,
    },
    settings: {
      path: '/org/:orgSlug/:projectId/:deviceId/settings',
      getHref: (orgSlug: string, projectId: string, deviceId: Id) =>
        `${device(orgSlug, projectId, deviceId)}/settings`,
    },
    /** The simulator workbench's tab: only against a mock whose control plane answers (ADR 0156). */
    simulator: {
      path: '/org/:orgSlug/:projectId/:deviceId/simulator',
      getHref: (orgSlug: string, projectId: string, deviceId: Id) =>
        `${device(orgSlug, projectId, deviceId)}/simulator`,
    },
    /** The spec names this route DeviceFactorData. */
    factorData: {
      name: 'DeviceFactorData',
      path: '/org/:orgSlug/:projectId/:deviceId/factor/:factorId',
      getHref: (orgSlug: string, projectId: string, deviceId: Id, factorId: Id) =>
        `${device(orgSlug, projectId, deviceId)}/factor/${seg(factorId)}`,
    },
  },
} as const;

/** `deviceId` and `factorId` are numeric; any other value is a not-found page, never a request. */
export const isNumericId = (value: string | undefined): value is string =>
  value !== undefined && /^\d+$/.test(value);

/** The organization segment of a pathname (`/org/{slug}/…`), or null. */
export function orgSlugFromPathname(pathname: string): string | null {
  const match = /^\/org\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
