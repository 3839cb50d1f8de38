/**
 * Start-up data (what each field does: docs/product.md#start-up). A server page that hosts the console may define,
 * before the console's script runs:
 *
 *   window.__IOT_CONSOLE__ = {
 *     organizationSlug: 'demo-farm', projectId: 'proj_a1b2c3d4', path: 'devices/',
 *     language: 'zh-hans', assetsUrl: '/assets/', staticUrl: '/static/',
 *     auth: { accessToken: '…', refreshToken: '…' },
 *   };
 *
 * Every field is optional; fields of the wrong type are ignored (docs/decisions/0114-startup-global.md). assetsUrl and
 * staticUrl take effect through the runtime configuration (lib/runtime-config.ts), which also reads the deployment's
 * fields a server page may add (basePath, apiBaseUrl, monitorBoardUrl, apiDocsUrl, officialSiteUrl; ADR 0059).
 */
import { setAssetsUrl, setTokens } from './session';
import { setChosenOrgSlug } from './api';

export const STARTUP_GLOBAL = '__IOT_CONSOLE__';
/** Navigate to the org page with the given path after 100 ms. */
const STARTUP_NAVIGATION_DELAY_MS = 100;

export interface StartupData {
  organizationSlug?: string;
  projectId?: string;
  path?: string;
  language?: string;
  assetsUrl?: string;
  staticUrl?: string;
  auth?: { accessToken?: string; refreshToken?: string };
}

declare global {
  interface Window {
    [STARTUP_GLOBAL]?: unknown;
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Reads and checks the global; null when there is none or it is not an object. */
export function readStartupData(source: Window = window): StartupData | null {
  const raw = source[STARTUP_GLOBAL];
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const auth =
    value.auth && typeof value.auth === 'object' ? (value.auth as Record<string, unknown>) : {};
  return {
    organizationSlug: text(value.organizationSlug),
    projectId: text(value.projectId),
    path: typeof value.path === 'string' ? value.path.trim() : undefined,
    language: text(value.language),
    assetsUrl: text(value.assetsUrl),
    staticUrl: text(value.staticUrl),
    auth: { accessToken: text(auth.accessToken), refreshToken: text(auth.refreshToken) },
  };
}

export interface StartupNavigation {
  /** Where the start-up data asks to go. */
  target: string;
  /** The organization root, used when the target does not exist or the navigation fails. */
  fallback: string;
}

/** Stores what the data carries (tokens, asset path, organization) and says where to go, if anywhere. */
export function applyStartupData(
  data: StartupData | null,
  hrefs: { orgPath: (slug: string, path: string) => string; orgRoot: (slug: string) => string },
): StartupNavigation | null {
  if (!data) return null;
  if (data.auth?.accessToken) {
    setTokens({ access: data.auth.accessToken, refresh: data.auth.refreshToken ?? null });
  }
  if (data.assetsUrl) setAssetsUrl(data.assetsUrl);
  if (!data.organizationSlug) return null;
  setChosenOrgSlug(data.organizationSlug);
  if (data.path === undefined) return null;
  return {
    target: hrefs.orgPath(data.organizationSlug, data.path),
    fallback: hrefs.orgRoot(data.organizationSlug),
  };
}

/**
 * After 100 ms goes to the target, or to the organization root when the target is not a known page or navigating there
 * fails. Returns a function that cancels the pending navigation.
 */
export function scheduleStartupNavigation(
  nav: StartupNavigation,
  navigate: (href: string) => Promise<void> | void,
  isKnownPage: (href: string) => boolean,
): () => void {
  const timer = window.setTimeout(() => {
    const go = (href: string) => Promise.resolve().then(() => navigate(href));
    const target = isKnownPage(nav.target) ? nav.target : nav.fallback;
    go(target).catch(() => go(nav.fallback));
  }, STARTUP_NAVIGATION_DELAY_MS);
  return () => window.clearTimeout(timer);
}
