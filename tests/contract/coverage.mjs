#!/usr/bin/env node
// Contract coverage: every operationId of openapi/openapi.yaml and whether a VERIFIED interaction covers it — an
// interaction of the pact files whose provider verification passed (tests/contract/pacts/verification-results.json,
// written by provider/verify.ts for exactly these pact files). Prints a table and the percentage; exits 1 below 100 %.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const DOC = here('../../openapi/openapi.yaml');
const RESULTS = here('pacts/verification-results.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const doc = parse(readFileSync(DOC, 'utf8'));
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    id: item[m].operationId,
    method: m.toUpperCase(),
    path,
    literal: path.split('/').filter((s) => s && !s.startsWith('{')).length,
    re: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  })),
);

function fail(message) {
  console.error(`contract coverage: ${message}`);
  process.exit(1);
}

if (!existsSync(RESULTS))
  fail('no verification results: run the consumer tests and the provider verification first');
const results = JSON.parse(readFileSync(RESULTS, 'utf8'));
const pacts = results.consumer.pacts;
const verifiedByKey = new Map();
for (const pact of pacts) {
  pact.path = here(pact.file);
  if (!existsSync(pact.path)) fail(`pact file ${pact.file} of the verification is gone`);
  const sha = createHash('sha256').update(readFileSync(pact.path)).digest('hex');
  if (sha !== pact.sha256) fail(`${pact.file} changed after it was verified: verify again`);
}
for (const i of results.interactions) verifiedByKey.set(i.description, i.verified);

/** The most specific operation whose method and path template match the request. */
function operationOf(method, path) {
  const candidates = operations.filter((o) => o.method === method && o.re.test(path));
  return candidates.sort((a, b) => b.literal - a.literal)[0];
}

const rows = new Map(
  operations.map((o) => [o.id, { op: o, total: 0, verified: 0, success: false }]),
);
for (const pact of pacts) {
  for (const i of JSON.parse(readFileSync(pact.path, 'utf8')).interactions) {
    const op = operationOf(i.request.method, i.request.path);
    if (!op) continue;
    const row = rows.get(op.id);
    row.total += 1;
    if (verifiedByKey.get(i.description) === true) {
      row.verified += 1;
      if (i.response.status < 300) row.success = true;
    }
  }
}

const covered = [...rows.values()].filter((r) => r.verified > 0);
const width = Math.max(...operations.map((o) => o.id.length));
console.log(
  `contract coverage against ${results.provider.url} (${results.provider.version}, verified ${results.verified_at})\n`,
);
console.log(`${'operationId'.padEnd(width)}  covered  verified/total  success case  request`);
for (const r of rows.values()) {
  console.log(
    `${r.op.id.padEnd(width)}  ${(r.verified > 0 ? 'yes' : 'NO').padEnd(7)}  ${`${r.verified}/${r.total}`.padStart(14)}  ${(r.success ? 'yes' : 'no').padEnd(12)}  ${r.op.method} ${r.op.path}`,
  );
}
const pct = (100 * covered.length) / operations.length;
console.log(
  `\n${covered.length}/${operations.length} operations covered by a verified interaction: ${pct.toFixed(1)} %`,
);
process.exit(covered.length === operations.length ? 0 : 1);
