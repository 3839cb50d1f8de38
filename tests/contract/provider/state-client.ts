/**
 * The verifier's side of the provider-state protocol (docs/provider-states.md), the same for the mock and for any
 * backend: POST {state, params, action} to the state URL, take the JSON object it answers as the values to inject,
 * and — when the values name an account (`username` + `password`) and no `accessToken` — sign that account in through
 * the provider's public `POST /api/v2/account/login/`, adding `accessToken` and `refreshToken`.
 */

export type StateValues = Record<string, unknown>;
export type StateAction = 'setup' | 'teardown';

const TIMEOUT_MS = 30_000;

/** Extra headers for the state URL: PACT_STATE_HEADERS as a JSON object, e.g. {"X-Mock-Control-Token": "…"}. */
export function stateHeaders(raw = process.env.PACT_STATE_HEADERS): Record<string, string> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('PACT_STATE_HEADERS must be a JSON object of header names and values');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('PACT_STATE_HEADERS must be a JSON object of header names and values');
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
}

export class StateClient {
  constructor(
    readonly providerUrl: string,
    readonly stateUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** The state URL's answer to one action (an error naming the state when it is not a 2xx JSON object). */
  async change(state: string, action: StateAction, params: unknown = {}): Promise<StateValues> {
    const res = await fetch(this.stateUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...this.headers },
      body: JSON.stringify({ state, params: params ?? {}, action }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok)
      throw new Error(
        `${action} of "${state}": the state URL answered ${res.status} ${text.slice(0, 300)}`,
      );
    if (!text.trim()) return {};
    let values: unknown;
    try {
      values = JSON.parse(text);
    } catch {
      throw new Error(
        `${action} of "${state}": the state URL answered no JSON: ${text.slice(0, 200)}`,
      );
    }
    if (!values || typeof values !== 'object' || Array.isArray(values))
      throw new Error(`${action} of "${state}": the state URL must answer a JSON object of values`);
    return values as StateValues;
  }

  /** Set-up plus the sign-in of the state's account: the values the interaction's request is built from. */
  async setup(state: string, params?: unknown): Promise<StateValues> {
    const values = await this.change(state, 'setup', params);
    const { username, password } = values;
    if (
      values.accessToken !== undefined ||
      typeof username !== 'string' ||
      typeof password !== 'string'
    )
      return values;
    const tokens = await this.signIn(username, password);
    return { ...values, accessToken: tokens.access, refreshToken: tokens.refresh };
  }

  async signIn(username: string, password: string): Promise<{ access: string; refresh: string }> {
    const res = await fetch(`${this.providerUrl.replace(/\/+$/, '')}/api/v2/account/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as {
      data?: { token?: { access?: string; refresh?: string } };
    } | null;
    const token = body?.data?.token;
    if (!res.ok || typeof token?.access !== 'string')
      throw new Error(`sign-in of the state's account ${username} answered ${res.status}`);
    return { access: token.access, refresh: token.refresh ?? '' };
  }
}
