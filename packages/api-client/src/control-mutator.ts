/**
 * The request function of the mock's control plane (openapi/control.yaml; orval `mutator` of the generated
 * `control/` hooks) — development and tests only, never the product's calls. For every call it:
 * - builds the URL from the configured base URL (the API client's by default), the document's path and the query;
 * - sends `X-Mock-Sandbox` when a sandbox is chosen (the console: the one of its browser tab), so the call acts on that
 *   sandbox; and `X-Mock-Control-Token` only when a token is configured (scripts, tests in Node): a browser holds none —
 *   the console's dev server or the test runner adds it (docs/decisions/0141-control-plane-in-the-browser.md);
 * - sends a JSON body only when the call has values (the control plane takes changes without a body);
 * - resolves with the answer as the document describes it (the envelope; the provider-state protocol's bare values), or
 *   throws the same ApiError as the product's calls.
 */
import { getApiClientConfig, SANDBOX_HEADER } from './config';
import type { ApiError } from './errors';
import { answerError, fetchAnswer, readEnvelope, type RequestConfig } from './mutator';

export interface ControlClientConfig {
  /** Prefix of the /__mock__/ paths; null: the API client's `baseUrl`. */
  baseUrl: string | null;
  /** The sandbox the calls act on (X-Mock-Sandbox); null: the main world. */
  getSandbox: () => string | null;
  /** X-Mock-Control-Token; null where something else adds it (a browser). */
  token: string | null;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const defaults: ControlClientConfig = {
  baseUrl: null,
  getSandbox: () => null,
  token: null,
  timeoutMs: 10_000,
};

let current: ControlClientConfig = defaults;

export function configureControlClient(config: Partial<ControlClientConfig>): void {
  current = { ...current, ...config };
}

export function resetControlClientConfig(): void {
  current = defaults;
}

export { SANDBOX_HEADER };
export const CONTROL_TOKEN_HEADER = 'X-Mock-Control-Token';

export const controlRequest = async <T>(
  config: RequestConfig,
  options?: { headers?: Record<string, string> },
): Promise<T> => {
  const cfg = current;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...config.headers,
    ...options?.headers,
  };
  const sandbox = cfg.getSandbox();
  if (sandbox) headers[SANDBOX_HEADER] = sandbox;
  if (cfg.token) headers[CONTROL_TOKEN_HEADER] = cfg.token;
  const res = await fetchAnswer(cfg.baseUrl ?? getApiClientConfig().baseUrl, config, headers, cfg);
  const answer = await readEnvelope(res);
  if (!res.ok) throw answerError(res.status, answer);
  return answer as T;
};

/** What a generated control call throws: the same ApiError as the product's calls. */
export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;
