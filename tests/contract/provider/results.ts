/**
 * The result of one verification (coverage.ts and can-deploy.mjs read it): the pact files (sha256) verified, against
 * which provider, in which order; Pact's verifier's own JSON report (each failure's differing paths with expected and
 * actual values, uncut); and for each failed interaction what the provider said of it (proxy.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

export type Report = { interactionResults: { description: string; result: string }[] };
export type VerificationResults = ReturnType<typeof results>;
const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as { interactions: object[] };
const pactOf = (f: string) => ({
  file: basename(f),
  sha256: createHash('sha256').update(readFileSync(f)).digest('hex'),
  interactions: read(f).interactions.length,
});

/** `head`: provider {url, version, state_url}, order {shuffled, seed?}, list_form; `notes` by place in `copy`. */
export function results(head: object, pact: string, copy: string, rep: Report, notes: unknown[]) {
  const all = rep.interactionResults;
  const places = (read(copy).interactions as { description: string }[]).map((i) => i.description);
  const failed = all.filter((r) => r.result !== 'OK').map((r) => r.description);
  const said = failed.map((d) => [d, notes[places.indexOf(d)]]).filter(([, note]) => note);
  const [n, verified_at] = [places.length, new Date().toISOString()];
  const summary = { interactions: n, verified: n - failed.length, failed: failed.length };
  const passed = !failed.length && all.length === n;
  const provider_messages = Object.fromEntries(said) as Record<string, string>;
  const out = { pacts: [pactOf(pact)], ...head, verified_at, summary, passed };
  return { ...out, provider_messages, report: rep };
}

/** Writes the results; prints the verifier's failures (paths, expected and actual values), what the provider said. */
export function writeResults(file: string, r: VerificationResults, output: string, title: string) {
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
  if (output.includes('\nFailures:')) console.log(output.slice(output.indexOf('\nFailures:')));
  for (const [d, m] of Object.entries(r.provider_messages)) console.log(`"${d}": provider: ${m}`);
  console.log(`\n${title}: ${r.summary.verified}/${r.summary.interactions} interactions verified`);
  console.log(`results: ${file}`);
  return r.passed;
}
