/**
 * `pnpm test:contract:verify`: Pact's standalone verifier on the committed pact, and what docs/provider-states.md
 * promises around it. A fresh mock, or the backend of PACT_PROVIDER_URL with PACT_STATE_URL, PACT_STATE_HEADERS (a JSON
 * object) and PACT_PROVIDER_VERSION; PACT_LIST_FORM (list-form.ts); PACT_SHUFFLE=<seed> for another order; the state
 * calls through the state client and the provider's answers kept to explain failures (proxy.ts); the results in
 * PACT_RESULTS_FILE (default results/verification.json).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listForm, wrappedCopies } from './list-form';
import { startMock } from './mock-process';
import { PACT, pactVerifier } from './pact-verifier';
import { startProxy, STATE_PATH } from './proxy';
import { buildResults, report } from './results';
import { shuffledCopies } from './shuffle';
import { stateHeaders } from './state-client';

const env = process.env;
const DEFAULT = fileURLToPath(new URL('../results/verification.json', import.meta.url));

async function main(): Promise<boolean> {
  if (env.PACT_PROVIDER_URL && !env.PACT_STATE_URL)
    throw new Error('PACT_PROVIDER_URL needs PACT_STATE_URL (docs/provider-states.md)');
  const [form, seed, file] = [
    listForm(),
    env.PACT_SHUFFLE,
    resolve(env.PACT_RESULTS_FILE ?? DEFAULT),
  ];
  mkdirSync(dirname(file), { recursive: true });
  const wrapped = form === 'array' ? [PACT] : wrappedCopies([PACT], form);
  const verified = seed ? shuffledCopies(wrapped, seed) : wrapped;
  const mock = env.PACT_PROVIDER_URL ? undefined : await startMock();
  const url = env.PACT_PROVIDER_URL ?? mock!.url;
  const stateUrl = env.PACT_STATE_URL ?? `${url}/__mock__/provider-states`;
  const headers = mock ? { 'X-Mock-Control-Token': mock.controlToken } : stateHeaders();
  const proxy = await startProxy({ provider: url, state: { url: stateUrl, headers } });
  try {
    const args = ['--state-change-url', `${proxy.url}${STATE_PATH}`];
    const result = await pactVerifier(
      verified[0]!,
      proxy.url,
      args,
      file.replace(/\.json$/, '.log'),
    );
    const version = env.PACT_PROVIDER_VERSION ?? (mock ? 'apps/mock-server, fresh' : 'unknown');
    const order = seed ? { shuffled: true, seed } : { shuffled: false };
    const head = { provider: { url, version, state_url: stateUrl }, order, list_form: form };
    const r = buildResults(head, [PACT], verified[0]!, result, proxy.notes);
    const how = `${form === 'array' ? '' : `, lists in results: ${form}`}${seed ? `, shuffled (seed ${seed})` : ''}`;
    return report(file, r, `provider verification against ${url}${how}`);
  } finally {
    await proxy.close();
    await mock?.stop();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (e: unknown) => (console.error(e instanceof Error ? e.message : e), process.exit(1)),
);
