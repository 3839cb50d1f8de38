/**
 * `pnpm test:contract:verify`: Pact's standalone verifier on the committed pact, and what docs/provider-states.md
 * promises around it — a fresh mock, or the backend of PACT_PROVIDER_URL (+ PACT_STATE_URL, PACT_STATE_HEADERS,
 * PACT_PROVIDER_VERSION); PACT_LIST_FORM (list-form.ts); PACT_SHUFFLE=<seed>; the state client and the provider's
 * messages (proxy.ts); the results in PACT_RESULTS_FILE (default results/verification.json).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listForm, wrappedCopies } from './list-form';
import { startMock } from './mock-process';
import { PACT, pactVerifier } from './pact-verifier';
import { startProxy, STATE_PATH } from './proxy';
import { results, writeResults } from './results';
import { shuffledCopies } from './shuffle';
import { stateHeaders } from './state-client';

const { PACT_PROVIDER_URL: external, PACT_STATE_URL, PACT_SHUFFLE: seed, ...env } = process.env;
if (external && !PACT_STATE_URL)
  throw new Error('PACT_PROVIDER_URL needs PACT_STATE_URL (docs/provider-states.md)');
const DEFAULT = fileURLToPath(new URL('../results/verification.json', import.meta.url));
const form = listForm();
const file = resolve(env.PACT_RESULTS_FILE ?? DEFAULT);
mkdirSync(dirname(file), { recursive: true });
const wrapped = form === 'array' ? [PACT] : wrappedCopies([PACT], form);
const copy = (seed ? shuffledCopies(wrapped, seed) : wrapped)[0]!;
const mock = external ? undefined : await startMock();
const url = external ?? mock!.url;
const stateUrl = PACT_STATE_URL ?? `${url}/__mock__/provider-states`;
const headers = mock ? { 'X-Mock-Control-Token': mock.controlToken } : stateHeaders();
const proxy = await startProxy({ provider: url, state: { url: stateUrl, headers } });
const args = ['--state-change-url', `${proxy.url}${STATE_PATH}`];
const run = await pactVerifier(copy, proxy.url, args, file.replace(/\.json$/, '.log'));
await proxy.close();
await mock?.stop();
const version = env.PACT_PROVIDER_VERSION ?? (mock ? 'apps/mock-server, fresh' : 'unknown');
const provider = { url, version, state_url: stateUrl };
const head = { provider, order: { shuffled: !!seed, seed }, list_form: form };
const how = `${form === 'array' ? '' : `, lists in results: ${form}`}${seed ? `, shuffled (seed ${seed})` : ''}`;
const r = results(head, PACT, copy, run.report, proxy.notes);
const title = `provider verification against ${url}${how}`;
process.exit(writeResults(file, r, run.output, title) ? 0 : 1);
