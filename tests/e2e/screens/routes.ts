/**
 * Every route of the product, with the demo data's ids filled in: the list the screen walk (walk.ts) and the
 * phone-width guard (responsive.spec.ts) go through. Ids are read from the API, never assumed.
 */
import type { APIRequestContext } from '@playwright/test';

export const ORG = 'demo-farm';
/** Greenhouse 1: devices with and without switches, factors, a device with a project. */
const PROJECT_NAME = /Greenhouse 1/;

export interface DemoIds {
  projectId: string;
  deviceId: number;
  factorId: number;
}

export interface ScreenRoute {
  /** File-name friendly, unique. */
  name: string;
  path: (ids: DemoIds) => string;
  /** Signed in (true) or signed out (false). */
  signedIn: boolean;
  /** The top bar of the signed-in frame is on this page. */
  topBar: boolean;
}

const org = (sub = '') => `/org/${ORG}/${sub}`;
const project = (ids: DemoIds, sub = '') => `/org/${ORG}/${ids.projectId}${sub}`;
const device = (ids: DemoIds, sub = '') => project(ids, `/${ids.deviceId}/${sub}`);

const page = (
  name: string,
  path: (ids: DemoIds) => string,
  signedIn = true,
  topBar = signedIn,
): ScreenRoute => ({ name, path, signedIn, topBar });

export const ROUTES: readonly ScreenRoute[] = [
  page('login', () => '/login/', false),
  page('dashboard', () => '/dashboard'),
  page('org-projects', () => org()),
  page('org-devices', () => org('devices/')),
  page('org-settings-basic', () => org('settings/basic')),
  page('org-settings-tokens', () => org('settings/tokens')),
  page('org-settings-forwarders', () => org('settings/forwarders')),
  page('org-users-all', () => org('users/all')),
  page('org-users-blacklist', () => org('users/blacklist')),
  page('organizations', () => '/organizations'),
  page('project-dashboard', (ids) => project(ids)),
  page('project-devices', (ids) => project(ids, '/devices')),
  page('project-data-download', (ids) => project(ids, '/data-download')),
  page('project-settings', (ids) => project(ids, '/settings/basic')),
  page('device-overview', (ids) => device(ids)),
  page('device-factors', (ids) => device(ids, 'factors')),
  page('device-alerts', (ids) => device(ids, 'alerts')),
  page('device-settings', (ids) => device(ids, 'settings')),
  page('factor-data', (ids) => device(ids, `factor/${ids.factorId}`)),
  page('account-profile', () => '/account/profile'),
  page('account-password', () => '/account/password'),
  page('monitor', () => '/monitor', true, false),
  page('monitor-signed-out', () => '/monitor', false),
  page('test-ui', () => '/test-ui', true, false),
  page('not-found', () => '/no-such-page'),
  page('not-found-signed-out', () => '/no-such-page', false),
];

interface Envelope<T> {
  data: T;
}

async function get<T>(request: APIRequestContext, access: string, url: string): Promise<T> {
  const res = await request.get(url, {
    headers: { Authorization: `Bearer ${access}`, 'X-Org-Slug': ORG },
  });
  if (!res.ok()) throw new Error(`GET ${url}: ${res.status()}`);
  return ((await res.json()) as Envelope<T>).data;
}

/** Greenhouse 1's id, its first device and that device's first factor, as the API of demo lists them. */
export async function demoIds(request: APIRequestContext, access: string): Promise<DemoIds> {
  const projects = await get<{ project_id: string; name: string }[]>(
    request,
    access,
    '/api/v2/projects/',
  );
  const found = projects.find((p) => PROJECT_NAME.test(p.name));
  if (!found) throw new Error('Greenhouse 1 is not among the projects of demo');
  const devices = await get<{ results: { id: number }[] }>(
    request,
    access,
    `/api/v2/projects/${found.project_id}/devices/`,
  );
  const first = devices.results[0];
  if (!first) throw new Error('Greenhouse 1 has no device');
  const factors = await get<{ id: number }[]>(
    request,
    access,
    `/api/v2/projects/${found.project_id}/devices/${first.id}/factors/`,
  );
  if (!factors[0]) throw new Error(`device ${first.id} has no factor`);
  return { projectId: found.project_id, deviceId: first.id, factorId: factors[0].id };
}
