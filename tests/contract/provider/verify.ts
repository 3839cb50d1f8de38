/**
 * Provider verification of every pact in tests/contract/pacts.
 * - Default: starts apps/mock-server fresh (in-memory, 127.0.0.1, a free port in 5600-5699), sets each interaction's
 *   provider state up through the control plane (reset to seed) and the API, and sends it with a fresh token of the
 *   state's user.
 * - PACT_PROVIDER_URL=<url>: verifies that backend instead. State set-up is skipped unless PACT_STATE_URL names a hook
 *   (POST {state, params, action} → JSON of the values to inject, optionally `access_token`); the state's user is
 *   signed in through the backend's own login with the seeded passwords (or PACT_ACCESS_TOKEN is sent as it is).
 * Writes tests/contract/pacts/verification-results.json (read by coverage.mjs) and prints the failing interactions.
 */
import './no-telemetry';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { Backend, type Tokens } from './backend';
import { startMock, type RunningMock } from './mock-process';
import { STATES, type StateContext } from './states';

const CONTRACT_DIR = fileURLToPath(new URL('..', import.meta.url));
const PACTS_DIR = join(CONTRACT_DIR, 'pacts');
export const RESULTS_FILE = join(PACTS_DIR, 'verification-results.json');

interface Interaction {
  description: string;
  providerStates?: { name: string }[];
  request: { method: string; path: string };
}

function pactFiles(): string[] {
  const files = readdirSync(PACTS_DIR)
    .filter((f) => f.endsWith('.json') && f !== 'verification-results.json')
    .map((f) => join(PACTS_DIR, f));
  if (!files.length) throw new Error(`no pact files in ${PACTS_DIR}: run the consumer tests first`);
  return files;
}

async function main(): Promise<number> {
  const external = process.env.PACT_PROVIDER_URL;
  const stateUrl = process.env.PACT_STATE_URL;
  let mock: RunningMock | undefined;
  if (!external) mock = await startMock();
  const url = external ?? mock?.url ?? '';
  const backend = new Backend(url);
  // On the mock every state starts from the seed (control plane reset) and forces device states it names.
  const ctx: StateContext = mock
    ? {
        backend,
        jwtSecret: mock.jwtSecret,
        reset: async () => {
          await backend.control('reset');
        },
        forceDeviceState: async (pk, state) => {
          await backend.control(`devices/${pk}/state`, { state });
        },
      }
    : { backend };
  const current: { access: string | null } = { access: null };
  const tokensOf = async (user: string): Promise<Tokens> => backend.signIn(user);

  const stateHandlers = Object.fromEntries(
    Object.entries(STATES).map(([name, state]) => [
      name,
      async (params?: unknown) => {
        if (external) {
          if (stateUrl) {
            const res = await fetch(stateUrl, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ state: name, params: params ?? {}, action: 'setup' }),
            });
            const values = (await res.json().catch(() => ({}))) as Record<string, unknown>;
            current.access =
              process.env.PACT_ACCESS_TOKEN ??
              (values.access_token as string | undefined) ??
              (state.user ? (await tokensOf(state.user)).access : null);
            return values;
          }
          current.access =
            process.env.PACT_ACCESS_TOKEN ??
            (state.user ? (await tokensOf(state.user)).access : null);
          return {};
        }
        await ctx.reset?.();
        const tokens = state.user ? await tokensOf(state.user) : undefined;
        const result = await state.setup(ctx, tokens as Tokens);
        current.access = result.accessOverride ?? tokens?.access ?? null;
        return result.values;
      },
    ]),
  );

  // Requests the consumer sent signed in get the fresh token of the state's user; anonymous ones stay anonymous.
  const filter = (
    req: { method?: string; headers: Record<string, string | string[] | undefined> },
    _res: unknown,
    next: () => void,
  ) => {
    if (req.headers.authorization && current.access)
      req.headers.authorization = `Bearer ${current.access}`;
    // A POST without a body goes out as `Content-Length: 0` from a browser; the verifier's proxy would stream it
    // chunked instead, which a server may take for a body without a content type.
    if (req.method !== 'GET' && !req.headers['content-length'] && !req.headers['transfer-encoding'])
      req.headers['content-length'] = '0';
    next();
  };
  const requestFilter = filter as unknown as NonNullable<VerifierOptions['requestFilter']>;

  const files = pactFiles();
  const interactions = files.flatMap(
    (f) => (JSON.parse(readFileSync(f, 'utf8')) as { interactions: Interaction[] }).interactions,
  );
  let output = '';
  let passed = false;
  try {
    output = String(
      await new Verifier({
        provider: 'iot-api',
        providerBaseUrl: url,
        pactUrls: files,
        stateHandlers,
        requestFilter,
        logLevel: 'warn',
        timeout: 30_000,
      }).verifyProvider(),
    );
    passed = true;
  } catch (e) {
    output = e instanceof Error ? e.message : String(e);
  } finally {
    await mock?.stop();
  }

  const failed = failedDescriptions(output, interactions);
  const results = {
    provider_url: external ? url : 'apps/mock-server (fresh, in-memory)',
    verified_at: new Date().toISOString(),
    passed,
    pacts: files.map((f) => ({
      file: relative(CONTRACT_DIR, f),
      sha256: createHash('sha256').update(readFileSync(f)).digest('hex'),
    })),
    interactions: interactions.map((i) => ({
      description: i.description,
      states: (i.providerStates ?? []).map((s) => s.name),
      request: `${i.request.method} ${typeof i.request.path === 'string' ? i.request.path : ''}`,
      verified: passed || !failed.has(i.description),
    })),
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const bad = results.interactions.filter((i) => !i.verified);
  console.log(
    `\nprovider verification against ${results.provider_url}: ${interactions.length - bad.length}/${interactions.length} interactions verified`,
  );
  for (const i of bad) console.log(`  FAILED  ${i.description}  [${i.states.join('; ')}]`);
  if (!passed && !bad.length) console.log(output.slice(0, 4000));
  return passed ? 0 : 1;
}

/** Descriptions of the interactions the verifier reports as failed (its JSON result, or its text output). */
function failedDescriptions(output: string, interactions: Interaction[]): Set<string> {
  let names: string[] = [output];
  try {
    const parsed = JSON.parse(output) as { errors?: { interaction?: string }[] };
    if (parsed.errors) names = parsed.errors.map((e) => e.interaction ?? '');
  } catch {
    // not JSON: look for the descriptions in the text
  }
  // The verifier names an interaction "Verifying a pact between … Given <state> - <description>".
  return new Set(
    interactions
      .filter((i) => names.some((n) => n.endsWith(` - ${i.description}`) || n === i.description))
      .map((i) => i.description),
  );
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
