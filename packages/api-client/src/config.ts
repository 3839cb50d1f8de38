/**
 * What the one request function needs from its host application, injected once at start-up
 * (the web app wires it to its session store; tests wire it to fakes).
 */
export interface SessionStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /**
   * Store the tokens after a refresh: the new access token, and the refresh token — the rotated one, or the one it had
   * when the server does not rotate them.
   */
  setTokens(tokens: { access: string; refresh: string }): void;
  /** Forget both tokens (and whatever else belongs to the session). */
  clear(): void;
}

/**
 * The mock's header choosing the sandbox (world) a call acts on (docs/mock-server.md#sandboxes); here, beside the
 * host's configuration, because the console's first load sends it (lib/sandbox.ts) before the request function loads.
 */
export const SANDBOX_HEADER = 'X-Mock-Sandbox';

export interface ApiClientConfig {
  /** Prefix for every path of the document, e.g. '' (same origin) or 'https://iot.example.org'. */
  baseUrl: string;
  session: SessionStore;
  /** Slug sent as X-Org-Slug once an organization is chosen; null before. */
  getOrgSlug: () => string | null;
  /** Language sent as Accept-Language with every call (labels and messages of the answers): zh or en. */
  getLanguage?: () => string | null;
  /**
   * Headers sent with every call besides the API's own — in development, the simulator workbench's `X-Mock-Sandbox`
   * (the browser tab's sandbox of the mock; docs/decisions/0141-control-plane-in-the-browser.md). None by default.
   */
  getExtraHeaders?: () => Record<string, string>;
  /** Called once the session is gone for good: no refresh token, or the refresh failed. */
  onSessionExpired: () => void;
  /**
   * Exchanges a refresh token for a new access token, and a new refresh token when the server rotates them.
   * `setupApiClient` (src/client.ts) wires the generated `refreshToken` call in, so that the path and shapes come from the
   * document; it is injectable for tests.
   */
  refresh: (refreshToken: string) => Promise<{ access: string; refresh?: string }>;
  /** Request timeout in milliseconds. */
  timeoutMs: number;
  /** The fetch implementation; the global one by default. */
  fetch?: typeof fetch;
}

const defaults: ApiClientConfig = {
  baseUrl: '',
  session: {
    getAccessToken: () => null,
    getRefreshToken: () => null,
    setTokens: () => undefined,
    clear: () => undefined,
  },
  getOrgSlug: () => null,
  onSessionExpired: () => undefined,
  refresh: () => Promise.reject(new Error('api client: refresh is not configured')),
  timeoutMs: 10_000,
};

let current: ApiClientConfig = defaults;

export function configureApiClient(config: Partial<ApiClientConfig>): void {
  current = { ...current, ...config };
}

export function getApiClientConfig(): ApiClientConfig {
  return current;
}

export function resetApiClientConfig(): void {
  current = defaults;
}
