/**
 * Wires the one request function of packages/api-client to this app: the session store, the organization header (the
 * URL's org segment, else the organization chosen last — by the start-up data or an org page), the language header and
 * what happens when the session is gone for good.
 */
import { env } from '../config/env';
import { orgSlugFromPathname } from '../config/paths';
import { sessionStore } from './session';
import { currentLanguage } from './i18n';

let chosenOrgSlug: string | null = null;

export function setChosenOrgSlug(slug: string | null): void {
  chosenOrgSlug = slug;
}

export function getChosenOrgSlug(): string | null {
  return chosenOrgSlug;
}

/** The slug sent as X-Org-Slug: the org segment of the current URL, else the chosen organization. */
export function getOrgSlug(): string | null {
  return orgSlugFromPathname(window.location.pathname) ?? chosenOrgSlug;
}

export interface ApiSetup {
  /** Called after the client cleared the session (no refresh token, or the refresh failed). */
  onSessionExpired: () => void;
  /** Overrides for tests: the base URL (jsdom needs an absolute one). */
  baseUrl?: string;
}

let ready: Promise<void> | null = null;

/**
 * Configures the client. Its module (with the generated refresh call, and so react-query) is loaded here rather than
 * imported, which keeps it out of the first load of /login; everything that calls the API waits for `whenApiReady()`
 * (the `data` route and the login form do).
 */
export function initApiClient({ onSessionExpired, baseUrl }: ApiSetup): Promise<void> {
  ready = import('@iot/api-client/client').then(({ setupApiClient }) =>
    setupApiClient({
      baseUrl: baseUrl ?? env.apiBaseUrl,
      session: sessionStore,
      getOrgSlug,
      getLanguage: currentLanguage,
      onSessionExpired,
      timeoutMs: env.requestTimeoutMs,
    }),
  );
  return ready;
}

/** Resolves once `initApiClient` has configured the client. */
export function whenApiReady(): Promise<void> {
  return ready ?? Promise.resolve();
}
