/**
 * The route tree (docs/product.md#screens-and-routes). Paths come from config/paths.ts; every page is its own chunk (`lazy`), so the first load of
 * /login carries only the shell and the login page. A route module exports `Component` (and may export `loader`,
 * `ErrorBoundary`, `handle`), see https://reactrouter.com/start/data/route-object#lazy.
 */
import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { whenApiReady } from '../lib/api';

const to = (href: string) => () => redirect(href);
const param = (value: string | undefined) => value ?? '';

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home.path,
    lazy: () => import('./routes/root'),
    children: [
      { index: true, loader: to(paths.dashboard.getHref()) },
      { path: paths.login.path, lazy: () => import('./routes/login') },
      {
        // the data cache (react-query) for every page that calls the API
        id: 'data',
        lazy: () => whenApiReady().then(() => import('./routes/data-root')),
        children: [
          { path: paths.monitor.path, lazy: () => import('./routes/monitor') },
          { path: paths.testUi.path, lazy: () => import('./routes/test-ui') },
          {
            // everything below needs a session: without a token → /login/
            id: 'app',
            lazy: () => import('./routes/app-layout'),
            children: [
              // inside the signed-in frame: the top bar shows while the organizations load (no token → /login/ all the same)
              { path: paths.dashboard.path, lazy: () => import('./routes/dashboard') },
              { path: paths.organizations.path, lazy: () => import('./routes/organizations') },
              {
                path: paths.account.root.path,
                lazy: () => import('./routes/account/root'),
                children: [
                  { index: true, loader: to(paths.account.profile.getHref()) },
                  {
                    path: paths.account.profile.path,
                    lazy: () => import('./routes/account/profile'),
                  },
                  {
                    path: paths.account.password.path,
                    lazy: () => import('./routes/account/password'),
                  },
                ],
              },
              {
                id: 'org',
                path: paths.org.root.path,
                lazy: () => import('./routes/org/root'),
                children: [
                  {
                    lazy: () => import('./routes/org/layout'),
                    children: [
                      { index: true, lazy: () => import('./routes/org/projects') },
                      {
                        path: paths.org.devices.path,
                        lazy: () => import('./routes/org/devices'),
                      },
                      {
                        path: paths.org.settings.root.path,
                        lazy: () => import('./routes/org/settings/root'),
                        children: [
                          {
                            index: true,
                            loader: ({ params }) =>
                              redirect(paths.org.settings.basic.getHref(param(params.orgSlug))),
                          },
                          {
                            path: paths.org.settings.basic.path,
                            lazy: () => import('./routes/org/settings/basic'),
                          },
                          {
                            path: paths.org.settings.tokens.path,
                            lazy: () => import('./routes/org/settings/tokens'),
                          },
                          {
                            path: paths.org.settings.forwarders.path,
                            lazy: () => import('./routes/org/settings/forwarders'),
                          },
                        ],
                      },
                      {
                        path: paths.org.users.root.path,
                        lazy: () => import('./routes/org/users/root'),
                        children: [
                          {
                            index: true,
                            loader: ({ params }) =>
                              redirect(paths.org.users.all.getHref(param(params.orgSlug))),
                          },
                          {
                            path: paths.org.users.all.path,
                            lazy: () => import('./routes/org/users/all'),
                          },
                          {
                            path: paths.org.users.blacklist.path,
                            lazy: () => import('./routes/org/users/blacklist'),
                          },
                        ],
                      },
                    ],
                  },
                  {
                    id: 'project',
                    path: paths.project.root.path,
                    lazy: () => import('./routes/project/root'),
                    children: [
                      { index: true, lazy: () => import('./routes/project/dashboard') },
                      {
                        path: paths.project.devices.path,
                        lazy: () => import('./routes/project/devices'),
                      },
                      {
                        path: paths.project.dataDownload.path,
                        lazy: () => import('./routes/project/data-download'),
                      },
                      {
                        path: paths.project.settings.root.path,
                        lazy: () => import('./routes/project/settings/root'),
                        children: [
                          {
                            index: true,
                            loader: ({ params }) =>
                              redirect(
                                paths.project.settings.basic.getHref(
                                  param(params.orgSlug),
                                  param(params.projectId),
                                ),
                              ),
                          },
                          {
                            path: paths.project.settings.basic.path,
                            lazy: () => import('./routes/project/settings/basic'),
                          },
                        ],
                      },
                      {
                        id: 'device',
                        path: paths.device.overview.path,
                        lazy: () => import('./routes/device/root'),
                        children: [
                          { index: true, lazy: () => import('./routes/device/overview') },
                          {
                            path: paths.device.factors.path,
                            lazy: () => import('./routes/device/factors'),
                          },
                          {
                            path: paths.device.alerts.path,
                            lazy: () => import('./routes/device/alerts'),
                          },
                          {
                            path: paths.device.settings.path,
                            lazy: () => import('./routes/device/settings'),
                          },
                          {
                            path: paths.device.simulator.path,
                            lazy: () => import('./routes/device/simulator'),
                          },
                          {
                            id: paths.device.factorData.name,
                            path: paths.device.factorData.path,
                            lazy: () => import('./routes/device/factor-data'),
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

/** The browser router under the console's base path ('/' or '/console/', lib/runtime-config.ts). */
export function createAppRouter(basePath = '/') {
  const basename = basePath.replace(/\/+$/, '');
  return createBrowserRouter(routes, basename ? { basename } : undefined);
}

/** True when `href` is a page of the route table (not the not-found catch-all). */
export function isKnownPage(href: string): boolean {
  const pathname = new URL(href, 'http://console.local').pathname;
  const matches = matchRoutes(routes, pathname);
  const last = matches?.[matches.length - 1];
  return Boolean(last && last.route.path !== '*');
}
