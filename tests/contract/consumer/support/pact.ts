/**
 * Shared set-up of the consumer tests: one PactV4 per test file (consumer `iot-console`, provider `iot-api`), the pact
 * written to tests/contract/pacts (committed: the file a backend team verifies), and the generated client of packages/api-client pointed at the Pact mock
 * server with a fake session — the same one request function (mutator) the console uses.
 */
import { fileURLToPath } from 'node:url';
import { PactV4, MatchersV3 } from '@pact-foundation/pact';
import { configureApiClient, resetApiClientConfig } from '@iot/api-client/config';
import { ApiError } from '@iot/api-client/errors';

export const CONSUMER = 'iot-console';
export const PROVIDER = 'iot-api';
export const PACTS_DIR = fileURLToPath(new URL('../../pacts', import.meta.url));

/** Example credentials recorded in the pact; the verification injects the state's own (`${accessToken}`, …). */
const EXAMPLE_ACCESS = 'eyJhbGciOiJIUzI1NiJ9.example-access.signature';
const EXAMPLE_REFRESH = 'eyJhbGciOiJIUzI1NiJ9.example-refresh.signature';

/**
 * Example values of what the provider states answer (the consumer calls the client with these; the verification
 * injects the provider's). The names are the state protocol's (docs/provider-states.md).
 */
export const EXAMPLES = {
  username: 'lihua',
  password: 'Lihua#2026',
  wxCode: '0a3Kx1ll2ZzCm04Y1Dll2gPbxd2Kx1lZ',
  accessToken: EXAMPLE_ACCESS,
  refreshToken: EXAMPLE_REFRESH,
  orgSlug: 'demo-farm',
  newOrgSlug: 'tea-garden',
  newUsername: 'liuyang',
  memberUsername: 'wangfang',
  foreignOrgSlug: 'other-org',
  otherOrgSlug: 'greenhouse-lab',
  projectId: 'proj_a1b2c3d4',
  otherProjectId: 'proj_e5f6g7h8',
  devicePk: 7,
  factorId: 31,
  switchFactorId: 35,
  agriId: 'AG7K2M9Q4T',
  minTimestamp: 1763683200,
  bindDeviceId: 'SIM-BIND-001',
  safeCode: 'SAFE-001',
  taskId: 3,
  expires: 1763683800,
  signature: '4f1c0e8a9b7d6c5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e',
  tokenId: 2,
  userId: 12,
  entryId: 1,
  forwarderUrl: 'https://hooks.farm.example.org/greenhouse',
  mongodbUri: 'mongodb://iot:secret@db.farm.example.org:27017/farm',
} as const;
export type StateValueName = keyof typeof EXAMPLES;
const ORG = EXAMPLES.orgSlug;

export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACTS_DIR, logLevel: 'warn' });
}

export interface ClientSetup {
  /** Access token the session holds; null for an anonymous call (sign-in). */
  access?: string | null;
  refresh?: string | null;
  /** Organization sent as X-Org-Slug; null before one is chosen. */
  org?: string | null;
  language?: string | null;
  fetch?: typeof fetch;
}

export interface ClientProbe {
  /** How often the client gave up on the session (cleared it and reported it expired). */
  expired: number;
}

/** Points the generated client at a Pact mock server, as the web app does at start-up with its session store. */
export function useClient(baseUrl: string, setup: ClientSetup = {}): ClientProbe {
  const probe: ClientProbe = { expired: 0 };
  let access = setup.access === undefined ? EXAMPLE_ACCESS : setup.access;
  let refresh = setup.refresh === undefined ? null : setup.refresh;
  resetApiClientConfig();
  configureApiClient({
    baseUrl,
    getOrgSlug: () => (setup.org === undefined ? ORG : setup.org),
    getLanguage: () => setup.language ?? null,
    session: {
      getAccessToken: () => access,
      getRefreshToken: () => refresh,
      setTokens: (t) => {
        access = t.access;
        refresh = t.refresh;
      },
      clear: () => {
        access = null;
        refresh = null;
      },
    },
    onSessionExpired: () => {
      probe.expired += 1;
    },
    refresh: () => Promise.reject(new ApiError({ status: 401, code: 'not_authenticated' })),
    fetch: settled(setup.fetch ?? ((input, init) => fetch(input, init))),
  });
  return probe;
}

/** Milliseconds given to the Pact mock server to record a request it has answered (it does so asynchronously). */
const SETTLE_MS = 40;

/**
 * The client's fetch, reading each answer in full and then pausing briefly: the Pact mock server records a matched
 * request on its own task, and on a busy machine the test could otherwise end before the record exists.
 */
function settled(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    const body = await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return new Response(body.byteLength ? body : null, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
  };
}

/**
 * Headers every signed-in call of the console carries: the state's access token, and for organization-scoped calls
 * X-Org-Slug of the state's organization (`orgSlug`, or `foreignOrgSlug` for a call into someone else's).
 */
export function authHeaders(
  org: 'orgSlug' | 'foreignOrgSlug' | null = 'orgSlug',
): Record<string, MatchersV3.Matcher<string> | string> {
  const headers: Record<string, MatchersV3.Matcher<string> | string> = {
    Authorization: MatchersV3.fromProviderState(
      'Bearer ${accessToken}',
      `Bearer ${EXAMPLE_ACCESS}`,
    ),
  };
  if (org) headers['X-Org-Slug'] = stateValue(org);
  return headers;
}

/** The error a generated call threw, for assertions on what the console shows. */
export async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const result = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  if (!(result instanceof ApiError)) throw result;
  return result;
}

/**
 * A path whose `{name}` segments are injected by the provider state (ids the provider chooses), e.g.
 * `statePath('/api/v2/projects/{projectId}/')`; the consumer side sees the example values of EXAMPLES.
 */
export function statePath(template: string): MatchersV3.ProviderStateInjectedValue<string> {
  const expression = template.replace(/\{(\w+)\}/g, (_m, name: string) => `\${${name}}`);
  const example = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (!(name in EXAMPLES)) throw new Error(`statePath: no example value for {${name}}`);
    return String(EXAMPLES[name as keyof typeof EXAMPLES]);
  });
  return MatchersV3.fromProviderState(expression, example);
}

/** A value injected by the provider state (body, query or header), e.g. `stateValue('devicePk')`. */
export function stateValue<K extends StateValueName>(
  name: K,
): MatchersV3.ProviderStateInjectedValue<(typeof EXAMPLES)[K]> {
  return MatchersV3.fromProviderState(`\${${name}}`, EXAMPLES[name]);
}

export const JSON_HEADERS = { 'Content-Type': 'application/json' } as const;
