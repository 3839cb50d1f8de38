/**
 * Test support of the request function's tests: a fake server (a handler per call) behind the configured client, a fake
 * session store and a fake refresh that renews R1 (a rotated pair, or `access` alone).
 */
import { vi } from 'vitest';
import { configureApiClient } from '../config';
import { ApiError } from '../errors';
import type { ApiError as ApiErrorBody, ErrorResponse } from '../generated/model';

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, data, error: null }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
/** A failed envelope; `error` holds what the test needs of the generated error body (a backend may omit the message). */
export const fail = (status: number, error: Partial<ApiErrorBody>) =>
  new Response(
    JSON.stringify({ success: false, data: null, error } satisfies Omit<ErrorResponse, 'error'> & {
      error: Partial<ApiErrorBody>;
    }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );

export function setup(
  handler: Handler,
  tokens: { access: string | null; refresh: string | null } = { access: 'A1', refresh: 'R1' },
  /** How the fake refresh answers R1: a rotated pair (default) or `access` alone. */
  answer: 'pair' | 'access-only' = 'pair',
) {
  const state = { ...tokens, cleared: 0, expired: 0, refreshCalls: [] as string[] };
  const fetchMock = vi.fn((url: string | URL | Request, init?: RequestInit) =>
    Promise.resolve(handler(String(url), init ?? {})),
  );
  configureApiClient({
    baseUrl: 'http://api.test',
    fetch: fetchMock as unknown as typeof fetch,
    getOrgSlug: () => 'demo-farm',
    session: {
      getAccessToken: () => state.access,
      getRefreshToken: () => state.refresh,
      setTokens: (t) => {
        state.access = t.access;
        state.refresh = t.refresh;
      },
      clear: () => {
        state.access = null;
        state.refresh = null;
        state.cleared += 1;
      },
    },
    refresh: async (r) => {
      state.refreshCalls.push(r);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (r !== 'R1') throw new ApiError({ status: 401, code: 'not_authenticated' });
      const access = `A${state.refreshCalls.length + 1}`;
      return answer === 'pair' ? { access, refresh: 'R2' } : { access };
    },
    onSessionExpired: () => {
      state.expired += 1;
    },
    timeoutMs: 10_000,
  });
  return { state, fetchMock };
}

export const authOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;
