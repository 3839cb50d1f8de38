/**
 * The wrapper's side of the provider-state protocol (docs/provider-states.md): POST {state, params, action} to the state
 * URL and take the JSON object it answers as the values Pact injects. Stricter than a stock verifier, which follows a
 * redirect (a POST becomes a GET) and takes any answer that is not a JSON object as "no values": each of those is an
 * error here, naming the URL, and so is a refused header.
 */

export type StateValues = Record<string, unknown>;
export type StateChange = { state: string; params?: unknown; action?: 'setup' | 'teardown' };

/** Extra headers for the state URL: PACT_STATE_HEADERS as a JSON object, e.g. {"X-Mock-Control-Token": "…"}. */
export function stateHeaders(raw = process.env.PACT_STATE_HEADERS): Record<string, string> {
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(raw || '{}');
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('PACT_STATE_HEADERS must be a JSON object of header names and values');
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
}

export async function changeState(
  url: string,
  headers: Record<string, string>,
  change: StateChange,
): Promise<StateValues> {
  const { state, action = 'setup' } = change;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify({ state, params: change.params ?? {}, action }),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const fail = (why: string) => new Error(`${action} of "${state}": ${url} ${why}`);
  if (res.status >= 300 && res.status < 400)
    throw fail(
      `redirects (${res.status} to ${res.headers.get('location')}): give the exact URL the POST is routed to (a trailing slash?)`,
    );
  if (res.status === 401 || res.status === 403)
    throw fail(`refused the state call (${res.status}): check PACT_STATE_HEADERS. ${text}`);
  if (!res.ok) throw fail(`answered ${res.status}: ${text}`);
  let values: unknown = {};
  try {
    values = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw fail(`answered no JSON: ${text.slice(0, 300)}`);
  }
  if (!values || typeof values !== 'object' || Array.isArray(values))
    throw fail(`answered ${text.slice(0, 300)}, not a JSON object of values`);
  return values as StateValues;
}
