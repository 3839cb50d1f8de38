// Contract coverage: every operationId of openapi/openapi.yaml and whether a VERIFIED interaction covers it — an
// interaction of the pact files whose provider verification passed (tests/contract/results/verification.json,
// written by provider/verify.ts for exactly these pact files). Prints a table and the percentage; exits 1 below 100 %.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getDocument, type Operation } from '@iot/openapi';
import type { VerificationResults } from './provider/results';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const RESULTS = here('results/verification.json');

const document = getDocument();
const operations = [...document.operations.values()];

function fail(message: string): never {
  console.error(`contract coverage: ${message}`);
  process.exit(1);
}

if (!existsSync(RESULTS))
  fail('no verification results: run the consumer tests and the provider verification first');
const results = JSON.parse(readFileSync(RESULTS, 'utf8')) as VerificationResults & {
  provider: { url: string; version: string };
};
const pacts = results.pacts.map((pact) => ({ ...pact, path: here(`pacts/${pact.file}`) }));
const verifiedByKey = new Map<string, boolean>();
for (const pact of pacts) {
  if (!existsSync(pact.path)) fail(`pact file ${pact.file} of the verification is gone`);
  const sha = createHash('sha256').update(readFileSync(pact.path)).digest('hex');
  if (sha !== pact.sha256) fail(`${pact.file} changed after it was verified: verify again`);
}
for (const i of results.report.interactionResults)
  verifiedByKey.set(i.description, i.result === 'OK');

interface Interaction {
  description: string;
  request: { method: string; path: string };
  response: { status: number };
}
interface Row {
  op: Operation;
  total: number;
  verified: number;
  success: boolean;
}

const rows = new Map<string, Row>(
  operations.map((o) => [o.operationId, { op: o, total: 0, verified: 0, success: false }]),
);
for (const pact of pacts) {
  const { interactions } = JSON.parse(readFileSync(pact.path, 'utf8')) as {
    interactions: Interaction[];
  };
  for (const i of interactions) {
    // the most specific operation whose method and path template match the request
    const op = document.operationOf(i.request.method, i.request.path);
    if (!op) continue;
    const row = rows.get(op.operationId)!;
    row.total += 1;
    if (verifiedByKey.get(i.description) === true) {
      row.verified += 1;
      if (i.response.status < 300) row.success = true;
    }
  }
}

const covered = [...rows.values()].filter((r) => r.verified > 0);
const width = Math.max(...operations.map((o) => o.operationId.length));
console.log(
  `contract coverage against ${results.provider.url} (${results.provider.version}, verified ${results.verified_at})\n`,
);
console.log(`${'operationId'.padEnd(width)}  covered  verified/total  success case  request`);
for (const r of rows.values()) {
  console.log(
    `${r.op.operationId.padEnd(width)}  ${(r.verified > 0 ? 'yes' : 'NO').padEnd(7)}  ${`${r.verified}/${r.total}`.padStart(14)}  ${(r.success ? 'yes' : 'no').padEnd(12)}  ${r.op.method} ${r.op.path}`,
  );
}
const pct = (100 * covered.length) / operations.length;
console.log(
  `\n${covered.length}/${operations.length} operations covered by a verified interaction: ${pct.toFixed(1)} %`,
);
process.exit(covered.length === operations.length ? 0 : 1);
