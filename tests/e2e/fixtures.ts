/**
 * Fixtures of the console's e2e tests:
 * - `lang` (option, per project): the language under test, stored as `userLanguage` before the page loads;
 * - `sandboxed` (option; on in playwright.config.ts, off in the smoke suite that runs against any backend): every test
 *   runs in a sandbox of its own on the mock (docs/mock-server.md#sandboxes) — the page's and the API client's
 *   requests carry `X-Mock-Sandbox`, the sandbox is created from the seed on the test's first request and dropped
 *   after the test whatever its outcome, with its data, faults and exports. No test resets anything; tests in
 *   parallel workers never see each other's changes;
 * - `variants` (option): the backend variants the test's sandbox plays (docs/mock-server.md#backend-variants);
 * - `tabWorld` (option; the simulator workbench's specs): the workbench is there (elsewhere the page finds no control
 *   plane, as against a real backend), and the page itself sends the test's sandbox, found where the
 *   workbench keeps the tab's world (apps/web/src/lib/sandbox.ts), and keeps its session under that world's keys —
 *   the test runner adds only the control token. Worlds the test creates are named `<sandbox>.<suffix>` and dropped
 *   with it;
 * - `tr(id, values)`: a text of the console in that language (see i18n.ts);
 * - `login(username?, password?)`: signs in through the API and stores the session the way the console does;
 * - `gotoOrg(slug?, path?)`: opens an organization page (demo's first organization by default);
 * - `mock`: the mock server's control plane, acting on the test's sandbox: inject a fault; move the sandbox's clock
 *   instead of waiting for the simulation (an export, a reboot, staleness, token expiry: docs/testing.md), which
 *   answers once what fell due has happened.
 * Navigation uses the console's route table (`paths`, apps/web/src/config/paths.ts).
 */
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import type { Account, LoginResponse } from '@iot/api-client/model';
import { paths } from '../../apps/web/src/config/paths';
import { keyInWorld, SANDBOX_STORAGE_KEY } from '../../apps/web/src/lib/sandbox';
import { translate, type Lang } from './i18n';

export type { Lang };
export { paths };

/** The header that selects a sandbox of the mock server. */
const SANDBOX_HEADER = 'X-Mock-Sandbox';

export const DEMO = { username: 'demo', password: 'demo123456' } as const;

/** Headers of a control-plane call: the token playwright.config.ts chose (send `data: {}` or a body with changes). */
export const controlHeaders = (): Record<string, string> => ({
  'X-Mock-Control-Token': process.env.MOCK_CONTROL_TOKEN ?? '',
});
/** The first organization of demo (seed order). */
export const DEMO_ORG = 'demo-farm';

interface Session {
  access: string;
  refresh: string;
  user: Account;
}

interface Mock {
  fault(input: {
    operationId: string;
    status?: number;
    count?: number;
    message?: string;
    drop_connection?: boolean;
    delay_ms?: number;
  }): Promise<void>;
  /** Moves the sandbox's time `seconds` forward (POST /__mock__/clock/advance). */
  advance(seconds: number): Promise<void>;
  /** Stops the sandbox's time until it is moved (POST /__mock__/clock/pause). */
  pause(): Promise<void>;
}

/** The backend variants a sandbox plays (`PUT /__mock__/variants`). */
export type Variants = Partial<
  Record<'wrapped_lists' | 'access_only_refresh' | 'token_not_valid', boolean>
>;

interface Fixtures {
  lang: Lang;
  sandboxed: boolean;
  variants: Variants | null;
  tabWorld: boolean;
  /** The name of the test's sandbox (null when not sandboxed). */
  sandbox: string | null;
  tr: (id: string, values?: Record<string, string | number>) => string;
  login: (username?: string, password?: string) => Promise<Session>;
  gotoOrg: (slug?: string, path?: string) => Promise<void>;
  mock: Mock;
}

/** The sandbox header of a request the test runner makes itself (the page's carry it already, or send it). */
const inSandbox = (sandbox: string | null): Record<string, string> =>
  sandbox ? { [SANDBOX_HEADER]: sandbox } : {};

async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
  sandbox: string | null,
) {
  const res = await request.post('/api/v2/account/login/', {
    data: { username, password },
    headers: inSandbox(sandbox),
  });
  expect(res.ok(), `sign-in of ${username}`).toBeTruthy();
  const body = (await res.json()) as LoginResponse;
  return { access: body.data.token.access, refresh: body.data.token.refresh, user: body.data.user };
}

export const test = base.extend<Fixtures>({
  lang: ['zh', { option: true }],
  sandboxed: [false, { option: true }],
  variants: [null, { option: true }],
  tabWorld: [false, { option: true }],

  sandbox: async ({ sandboxed, variants, playwright, baseURL }, use, testInfo) => {
    if (!sandboxed) return use(null);
    const name = `e2e-${testInfo.workerIndex}-${testInfo.testId}-${testInfo.retry}`.slice(0, 64);
    const control = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: controlHeaders(),
    });
    try {
      if (variants) {
        const res = await control.put('/__mock__/variants', {
          headers: { [SANDBOX_HEADER]: name },
          data: variants,
        });
        expect(res.status(), `variants of sandbox ${name}`).toBe(200);
      }
      await use(name);
      // Teardown, whatever the test did: the sandbox (and those it created) go with their data, faults and export files.
      const listed = await control.get('/__mock__/sandboxes');
      const { data } = (await listed.json()) as { data: { sandboxes: { name: string }[] } };
      const made = data.sandboxes.map((s) => s.name).filter((s) => s.startsWith(`${name}.`));
      for (const world of [name, ...made]) {
        const res = await control.delete(`/__mock__/sandboxes/${world}`);
        // 404: the test never reached the server (nothing to drop).
        expect([200, 404], `drop sandbox ${world}`).toContain(res.status());
      }
    } finally {
      await control.dispose();
    }
  },

  // The control token beside the sandbox: the mock's sign-in limiter then counts this test's sandbox apart, so parallel
  // workers never lock each other out (docs/decisions/0080-one-sign-in-limiter.md).
  extraHTTPHeaders: async ({ extraHTTPHeaders, sandbox, tabWorld }, use) => {
    await use(
      sandbox
        ? { ...extraHTTPHeaders, ...(tabWorld ? {} : inSandbox(sandbox)), ...controlHeaders() }
        : extraHTTPHeaders,
    );
  },

  page: async ({ page, lang, sandbox, tabWorld }, use) => {
    await page.addInitScript((language) => {
      if (!window.localStorage.getItem('userLanguage')) {
        window.localStorage.setItem('userLanguage', language);
      }
    }, lang);
    // The control token would show the workbench (a developer's button floating over the page): the product's pages
    // as against a real backend, the workbench only in the specs that drive it.
    if (sandbox && !tabWorld) {
      // blocked by Chromium, not page.route, which would turn the HTTP cache off and hold every request in the driver
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', { urls: ['*/__mock__/'] });
    }
    if (tabWorld && sandbox) {
      // once per tab: a world the test switches to in the workbench stays the tab's
      await page.addInitScript(
        ([key, name]) => {
          if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, name);
        },
        [SANDBOX_STORAGE_KEY, sandbox] as const,
      );
    }
    await use(page);
  },

  tr: async ({ lang }, use) => {
    await use((id, values) => translate(lang, id, values));
  },

  login: async ({ page, request, sandbox, tabWorld }, use) => {
    await use(async (username: string = DEMO.username, password: string = DEMO.password) => {
      const session = await apiLogin(request, username, password, sandbox);
      // the session's keys in the tab's world (the spec's names, unless the page keeps the test's sandbox itself)
      const world = tabWorld ? sandbox : null;
      const keys = {
        access: keyInWorld('access_token', world),
        refresh: keyInWorld('refresh_token', world),
        user: keyInWorld('user', world),
      };
      await page.addInitScript(
        ({ s, k }: { s: Session; k: typeof keys }) => {
          if (window.sessionStorage.getItem('e2e-session-set')) return;
          window.sessionStorage.setItem('e2e-session-set', '1');
          window.localStorage.setItem(k.access, s.access);
          window.localStorage.setItem(k.refresh, s.refresh);
          window.localStorage.setItem(k.user, JSON.stringify(s.user));
        },
        { s: session, k: keys },
      );
      return session;
    });
  },

  gotoOrg: async ({ page }, use) => {
    await use(async (slug: string = DEMO_ORG, path = '') => {
      await page.goto(paths.org.subPath.getHref(slug, path));
    });
  },

  mock: async ({ request, sandbox }, use) => {
    // the test's world, whether the runner or the page (`tabWorld`) sends it
    const headers = { ...controlHeaders(), ...inSandbox(sandbox) };
    await use({
      fault: async (input) => {
        const res = await request.post('/__mock__/faults', { headers, data: input });
        expect(res.ok(), `fault ${input.operationId}`).toBeTruthy();
      },
      advance: async (seconds) => {
        const res = await request.post('/__mock__/clock/advance', { headers, data: { seconds } });
        expect(res.ok(), `clock +${seconds} s`).toBeTruthy();
      },
      pause: async () => {
        const res = await request.post('/__mock__/clock/pause', { headers });
        expect(res.ok(), 'clock paused').toBeTruthy();
      },
    });
  },
});

export { expect };
