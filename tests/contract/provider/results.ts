/**
 * The result of one verification (coverage.ts and can-deploy.mjs read it): the pact files (sha256) verified, against
 * which provider, in which order; Pact's verifier's own JSON report (each failure's differing paths with expected and
 * actual values, uncut); and for each failed interaction what the provider said of it (proxy.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

type Mismatch = {
  path?: string;
  mismatch?: string;
  message?: string;
  expected?: unknown;
  actual?: unknown;
};
export type Report = {
  interactionResults: { description: string; result: string }[];
  errors?: { interaction: string; mismatch: Mismatch & { mismatches?: Mismatch[] } }[];
};
const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as { interactions: object[] };
const sha256 = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex');

/** `head`: provider {url, version, state_url}, order {shuffled, seed?}, list_form. */
export function buildResults(
  head: object,
  pacts: string[],
  verified: string,
  report: Report,
  notes: unknown[] = [],
) {
  const places = (read(verified).interactions as { description: string }[]).map(
    (i) => i.description,
  );
  const failed = report.interactionResults
    .filter((r) => r.result !== 'OK')
    .map((r) => r.description);
  const said = failed.map((d) => [d, notes[places.indexOf(d)]]).filter(([, note]) => note);
  return {
    pacts: pacts.map((f) => ({
      file: basename(f),
      sha256: sha256(f),
      interactions: read(f).interactions.length,
    })),
    ...head,
    verified_at: new Date().toISOString(),
    summary: {
      interactions: places.length,
      verified: places.length - failed.length,
      failed: failed.length,
    },
    passed: !failed.length && report.interactionResults.length === places.length,
    provider_messages: Object.fromEntries(said) as Record<string, string>,
    report,
  };
}
export type VerificationResults = ReturnType<typeof buildResults>;

/** Writes the results; prints the summary and each failure with what explains it. */
export function report(file: string, r: VerificationResults, title: string): boolean {
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
  console.log(`\n${title}: ${r.summary.verified}/${r.summary.interactions} interactions verified`);
  for (const { interaction, mismatch } of r.report.errors ?? []) {
    console.log(`  FAILED ${interaction.replace(/^Verifying a pact between .+? Given /, '')}`);
    for (const m of mismatch.mismatches ?? [mismatch]) {
      const values = `expected ${JSON.stringify(m.expected)}, actual ${JSON.stringify(m.actual)}`;
      console.log(`    ${m.path ?? ''} ${m.mismatch ?? m.message}\n      ${values}`);
    }
    const note = Object.entries(r.provider_messages).find(([d]) => interaction.endsWith(` - ${d}`));
    if (note) console.log(`    the provider said: ${note[1]}`);
  }
  console.log(`results: ${file}`);
  return r.passed;
}
