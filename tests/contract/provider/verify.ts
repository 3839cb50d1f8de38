/**
 * Provider verification of every pact in tests/contract/pacts, through the provider-state protocol of
 * docs/provider-states.md only — the same path for the mock and for any backend:
 * - Default: starts apps/mock-server fresh (in-memory, 127.0.0.1, a port the system picks) and uses its state URL
 *   /__mock__/provider-states (with its control token).
 * - PACT_PROVIDER_URL=<url> PACT_STATE_URL=<url>: verifies that backend. PACT_STATE_HEADERS (a JSON object) adds
 *   headers to the state calls, e.g. {"X-Mock-Control-Token": "…"}; PACT_PROVIDER_VERSION names its version.
 * - PACT_SHUFFLE=<seed>: the interactions in a shuffled order (shuffle.ts).
 * - PACT_LIST_FORM=results: for a backend that wraps its lists as {results: [...]} (list-form.ts).
 * - PACT_RESULTS_FILE: where the results go (default pacts/verification-results.json, read by coverage.ts and
 *   can-deploy.mjs).
 * Every state is set up and torn down at the state URL; the account it names is signed in through the public login
 * (state-client.ts); the values are injected into paths, queries, headers and bodies by Pact itself.
 */
import './no-telemetry';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { startMock, type RunningMock } from './mock-process';
import { listForm, wrappedCopies } from './list-form';
import { buildResults, writeResults, type PactInteraction, type StateError } from './results';
import { shuffledCopies } from './shuffle';
import { StateClient, stateHeaders } from './state-client';

const CONTRACT_DIR = fileURLToPath(new URL('..', import.meta.url));
const PACTS_DIR = join(CONTRACT_DIR, 'pacts');
export const RESULTS_FILE = join(PACTS_DIR, 'verification-results.json');

function pactFiles(): string[] {
  const files = readdirSync(PACTS_DIR)
    .filter((f) => f.endsWith('.json') && !f.startsWith('verification-results'))
    .map((f) => join(PACTS_DIR, f));
  if (!files.length) throw new Error(`no pact files in ${PACTS_DIR}: run the consumer tests first`);
  return files;
}

function mockVersion(): string {
  const pkg = JSON.parse(
    readFileSync(new URL('../../../apps/mock-server/package.json', import.meta.url), 'utf8'),
  ) as { name: string; version: string };
  return `${pkg.name}@${pkg.version}`;
}

async function main(): Promise<number> {
  // Every option is read and every file prepared before a mock is started, so a mistake stops nothing half-way.
  const external = process.env.PACT_PROVIDER_URL;
  if (external && !process.env.PACT_STATE_URL)
    throw new Error(
      'PACT_PROVIDER_URL needs PACT_STATE_URL: every interaction is set up through the provider-state protocol (docs/provider-states.md)',
    );
  const externalHeaders = external ? stateHeaders() : {};
  const seed = process.env.PACT_SHUFFLE;
  const form = listForm();
  const files = pactFiles();
  let verifiedFiles = files;
  if (form === 'results') {
    const wrapped = wrappedCopies(files);
    if (!wrapped.changed)
      throw new Error('PACT_LIST_FORM=results, but no list of openapi/openapi.yaml may be wrapped');
    console.log(`${wrapped.changed} interactions expect their list wrapped as {results: [...]}`);
    verifiedFiles = wrapped.files;
  }
  if (seed) verifiedFiles = shuffledCopies(verifiedFiles, seed);
  const interactions = verifiedFiles.flatMap(
    (f) =>
      (JSON.parse(readFileSync(f, 'utf8')) as { interactions: PactInteraction[] }).interactions,
  );
  const stateNames = new Set(
    interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)),
  );

  const mock: RunningMock | undefined = external ? undefined : await startMock();
  const url = external ?? mock?.url ?? '';
  const stateUrl = process.env.PACT_STATE_URL ?? `${url}/__mock__/provider-states`;
  const headers = mock ? { 'X-Mock-Control-Token': mock.controlToken } : externalHeaders;
  const client = new StateClient(url, stateUrl, headers);
  const stateErrors: StateError[] = [];
  // Pact's proxy reports a throwing state handler only in its log and goes on; the errors are collected here.
  const guarded = async (
    state: string,
    action: StateError['action'],
    fn: () => Promise<Record<string, unknown>>,
  ): Promise<Record<string, unknown>> => {
    try {
      return await fn();
    } catch (e) {
      stateErrors.push({ state, action, message: e instanceof Error ? e.message : String(e) });
      throw e;
    }
  };
  const stateHandlers = Object.fromEntries(
    [...stateNames].map((name) => [
      name,
      {
        setup: (params?: unknown) => guarded(name, 'setup', () => client.setup(name, params)),
        teardown: (params?: unknown) =>
          guarded(name, 'teardown', () => client.change(name, 'teardown', params)),
      },
    ]),
  ) as unknown as VerifierOptions['stateHandlers'];

  // A POST without a body goes out as `Content-Length: 0` from a browser; the verifier's proxy would stream it
  // chunked instead, which a server may take for a body without a content type.
  const filter = (
    req: { method?: string; headers: Record<string, string | string[] | undefined> },
    _res: unknown,
    next: () => void,
  ) => {
    if (req.method !== 'GET' && !req.headers['content-length'] && !req.headers['transfer-encoding'])
      req.headers['content-length'] = '0';
    next();
  };

  let output = '';
  let passed = false;
  try {
    output = String(
      await new Verifier({
        provider: 'iot-api',
        providerBaseUrl: url,
        pactUrls: verifiedFiles,
        stateHandlers,
        requestFilter: filter as unknown as NonNullable<VerifierOptions['requestFilter']>,
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

  const results = buildResults({
    contractDir: CONTRACT_DIR,
    pactFiles: files,
    interactions,
    provider: {
      name: 'iot-api',
      url,
      version: process.env.PACT_PROVIDER_VERSION ?? (mock ? mockVersion() : 'unknown'),
      state_url: stateUrl,
      started_by_verification: !!mock,
    },
    order: seed ? { shuffled: true, seed } : { shuffled: false },
    listForm: form,
    verifierPassed: passed,
    output,
    stateErrors,
  });
  const file = resolve(process.env.PACT_RESULTS_FILE ?? RESULTS_FILE);
  writeResults(file, results);

  const { summary } = results;
  const order = `${form === 'results' ? ', lists wrapped in results' : ''}${seed ? `, shuffled (seed ${seed})` : ''}`;
  console.log(
    `\nprovider verification against ${mock ? 'apps/mock-server (fresh, in-memory)' : url}${order}: ${summary.verified}/${summary.interactions} interactions verified`,
  );
  for (const i of results.interactions.filter((x) => !x.verified))
    console.log(`  FAILED  ${i.description}  [${i.states.join('; ')}]`);
  for (const message of new Set(stateErrors.map((e) => e.message)))
    console.log(`  STATE   ${message}`);
  if (!passed && summary.failed === 0) console.log(output.slice(0, 4000));
  console.log(`results: ${file}`);
  return results.passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
