/**
 * Wires the one request function of packages/api-client to this app: the session store, the organization header (the
 * URL's org segment, else the organization chosen last — by the start-up data or an org page), the language header, the
 * mock's world of this tab (lib/sandbox.ts, set only by the simulator workbench) and what happens when the session is
 * gone for good.
 */
import { env } from '../config/env';
import { orgSlugFromPathname } from '../config/paths';
import { sessionStore } from './session';
import { currentLanguage } from './i18n';
import { runtimeConfig, withoutBasePath } from './runtime-config';
import { sandboxHeaders } from './sandbox';

let chosenOrgSlug: string | null = null;

export function setChosenOrgSlug(slug: string | null): void {
  chosenOrgSlug = slug;
}

export function getChosenOrgSlug(): string | null {
  return chosenOrgSlug;
}

/** The slug sent as X-Org-Slug: the org segment of the current URL, else the chosen organization. */
function getOrgSlug(): string | null {
  return orgSlugFromPathname(withoutBasePath(window.location.pathname)) ?? chosenOrgSlug;
}

export interface ApiSetup {
  /** Called after the client cleared the session (no refresh token, or the refresh failed). */
  onSessionExpired: () => void;
  /** Overrides for tests: the base URL (jsdom needs an absolute one). */
  baseUrl?: string;
}

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));

/**
 * Configures the client, once the runtime configuration is known (its API base URL). The client's module (with the
 * generated refresh call, and so react-query) is loaded here rather than imported, which keeps it out of the first load
 * of /login; everything that calls the API waits for `whenApiReady()` (the `data` route and the login form do).
 */
export async function initApiClient({ onSessionExpired, baseUrl }: ApiSetup): Promise<void> {
  const { setupApiClient } = await import('@iot/api-client/client');
  setupApiClient({
    baseUrl: baseUrl ?? runtimeConfig().apiBaseUrl,
    session: sessionStore,
    getOrgSlug,
    getLanguage: currentLanguage,
    getExtraHeaders: sandboxHeaders,
    onSessionExpired,
    timeoutMs: env.requestTimeoutMs,
  });
  markReady();
}

/** Resolves once `initApiClient` has configured the client. */
export function whenApiReady(): Promise<void> {
  return ready;
}
