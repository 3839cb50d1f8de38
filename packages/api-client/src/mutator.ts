/**
 * The one request function every generated hook calls (orval `mutator`). For every call it:
 * - builds the URL from the configured base URL, the document's path and the query parameters;
 * - sends the Bearer access token from the injected session store, X-Org-Slug: the one the call names (its request
 *   options), else the organization chosen, and Accept-Language: the console's current language (zh or en);
 * - aborts after the configured timeout (10 s);
 * - unwraps the envelope: resolves with `data` (nothing for 204) or throws an ApiError with status, server code,
 *   message ('unknown error' when the server gives none) and field errors;
 * - on a 401 of a signed-in call, whatever its code (backends differ: docs/decisions/0055-refresh-on-any-401.md), refreshes
 *   once — one refresh shared by every call that failed meanwhile; a call that failed with a token another call has already renewed just retries — and retries once;
 *   with no refresh token, a failed refresh or a second 401 it clears the session and calls `onSessionExpired`. Calls the
 *   document marks `x-refresh-on-401: false` (sign-in, refresh, sign-out) never refresh: their 401 is final.
 *
 * `apiListRequest` does the same for the lists the document allows as a plain array or wrapped in `results` (a `oneOf`),
 * and resolves with the array either way — the one place the console normalises them (docs/decisions/0057-lists-plain-or-wrapped.md).
 */
import { getApiClientConfig } from './config';
import { ApiError } from './errors';
import type { ValidationErrors } from './generated/model';

export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface RequestOptions {
  /**
   * Do not refresh-and-retry on 401. The generated calls marked `x-refresh-on-401: false` in the document (the refresh call
   * itself, sign-in, sign-out) set it.
   */
  skipAuthRefresh?: boolean;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
}

/** The payload type of an envelope type: `{success, data, error}` → `data`. */
export type Unwrap<T> = T extends { data: infer D } ? D : T;
/** The items of a list that is a plain array or wrapped in `results`, as an array. */
export type ListOf<D> = D extends readonly (infer I)[]
  ? I[]
  : D extends { results: readonly (infer I)[] }
    ? I[]
    : never;
export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;

let refreshing: Promise<boolean> | null = null;

export const apiRequest = async <T>(
  config: RequestConfig,
  options?: RequestOptions,
): Promise<Unwrap<T>> => {
  const { session } = getApiClientConfig();
  const sentToken = session.getAccessToken(); // what send() puts in the Authorization header
  try {
    return await send<Unwrap<T>>(config, options);
  } catch (e) {
    if (!(e instanceof ApiError) || !shouldRefresh(e, sentToken, options)) throw e;
    // renewed by another call since this one was sent: retry with the new token, no refresh of our own
    const renewed = session.getAccessToken() !== sentToken;
    if (!renewed && !(await refreshOnce())) throw e;
    try {
      return await send<Unwrap<T>>(config, options);
    } catch (again) {
      if (again instanceof ApiError && again.status === 401) expireSession();
      throw again;
    }
  }
};

/** `apiRequest` for a list the document allows as a plain array or as `{results: [...]}`: resolves with the array. */
export const apiListRequest = async <T>(
  config: RequestConfig,
  options?: RequestOptions,
): Promise<ListOf<Unwrap<T>>> => toList(await apiRequest<T>(config, options)) as ListOf<Unwrap<T>>;

/** A plain array as it is; `{results: [...]}` (with or without count/next/previous) as its results. */
export function toList(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  const results = (data as { results?: unknown } | null)?.results;
  if (Array.isArray(results)) return results;
  throw new ApiError({
    status: 200,
    code: 'invalid_response',
    message: 'The server answered something else than a list',
  });
}

function shouldRefresh(e: ApiError, sentToken: string | null, options?: RequestOptions): boolean {
  if (options?.skipAuthRefresh || e.status !== 401) return false;
  // Only a signed-in call can be renewed; an anonymous 401 (e.g. wrong password) is just an error, and so is a 401 after
  // the session has been cleared meanwhile.
  return sentToken !== null && getApiClientConfig().session.getAccessToken() !== null;
}

/** One refresh at a time: every call that fails while it runs waits for the same promise. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function doRefresh(): Promise<boolean> {
  const { session, refresh: exchange } = getApiClientConfig();
  const refresh = session.getRefreshToken();
  if (!refresh) {
    expireSession();
    return false;
  }
  try {
    const answer = await exchange(refresh);
    // a backend that does not rotate refresh tokens answers `access` alone: keep the one we have
    session.setTokens({ access: answer.access, refresh: answer.refresh || refresh });
    return true;
  } catch {
    expireSession();
    return false;
  }
}

function expireSession(): void {
  const { session, onSessionExpired } = getApiClientConfig();
  session.clear();
  onSessionExpired();
}

async function send<R>(config: RequestConfig, options?: RequestOptions): Promise<R> {
  const cfg = getApiClientConfig();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...cfg.getExtraHeaders?.(),
    ...config.headers,
    ...options?.headers,
  };
  const token = cfg.session.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // a call made for a named organization (a page's data, prefetched before its URL is current) keeps it
  const org = headers['X-Org-Slug'] ?? cfg.getOrgSlug();
  if (org) headers['X-Org-Slug'] = org;
  const lang = cfg.getLanguage?.();
  if (lang) headers['Accept-Language'] = lang;

  const res = await fetchAnswer(cfg.baseUrl, config, headers, cfg);
  if (res.status === 204) return undefined as R;
  const envelope = await readEnvelope(res);
  if (res.ok && envelope?.success === true) return envelope.data as R;
  throw answerError(res.status, envelope);
}

/** The ApiError of an answer that is not a success: the envelope's code, message and field errors, if any. */
export function answerError(status: number, envelope: Envelope | null): ApiError {
  return new ApiError({
    status,
    code: envelope?.error?.code ?? String(status),
    message: envelope?.error?.message,
    fields: envelope?.error?.fields,
  });
}

/**
 * Sends `config` to `baseUrl` with `headers` (and its `data` as a JSON body), within the timeout: the answer, whatever its
 * status; an ApiError of kind `timeout` or `network` when there is none (the caller's own abort is rethrown as it is).
 */
export async function fetchAnswer(
  baseUrl: string,
  config: RequestConfig,
  headers: Record<string, string>,
  transport: { timeoutMs: number; fetch?: typeof fetch },
): Promise<Response> {
  let body: string | undefined;
  if (config.data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(config.data);
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), transport.timeoutMs);
  const signal = config.signal ? AbortSignal.any([config.signal, timeout.signal]) : timeout.signal;
  try {
    return await (transport.fetch ?? globalThis.fetch)(
      buildUrl(baseUrl, config.url, config.params),
      { method: config.method, headers, body, signal },
    );
  } catch (e) {
    if (config.signal?.aborted) throw e; // cancelled by the caller (react-query): not an API error
    if (timeout.signal.aborted) {
      throw new ApiError({
        status: 0,
        code: 'timeout',
        message: 'Request timed out',
        kind: 'timeout',
      });
    }
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: e instanceof Error ? e.message : null,
      kind: 'network',
    });
  } finally {
    clearTimeout(timer);
  }
}

export interface Envelope {
  success?: boolean;
  data?: unknown;
  error?: { code?: string; message?: string; fields?: ValidationErrors } | null;
}

/** The JSON object of an answer, or null (no body, not JSON, not an object). */
export async function readEnvelope(res: Response): Promise<Envelope | null> {
  const text = await res.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

export function buildUrl(baseUrl: string, path: string, params?: object): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}
