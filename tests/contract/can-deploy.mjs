#!/usr/bin/env node
// `pnpm contract:can-deploy [--pacts <dir>] [--results <file>]... [--provider-url <url>]`: may the console built from the
// current pact be deployed? Only when some verification result names exactly the current pact files (their sha256)
// and every such result — of that provider, with --provider-url — verified every interaction. Results come from the
// wrapper (provider/verify.ts) or Pact's standalone verifier (provider/standalone.ts); by default every result in
// results/ beside the pacts folder. Exit 0 when deployable, 1 when not (with the reasons), 2 on bad arguments.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const trim = (url) => url?.replace(/\/+$/, '');
const opts = { pacts: fileURLToPath(new URL('pacts', import.meta.url)), results: [], url: null };
const argv = process.argv.slice(2).filter((a) => a !== '--'); // `pnpm contract:can-deploy -- …` passes the separator on
for (let i = 0; i < argv.length; i += 2) {
  const [flag, value] = argv.slice(i, i + 2);
  if (!value || !['--pacts', '--results', '--provider-url'].includes(flag)) {
    console.error(`can-deploy: unknown or incomplete argument ${flag}`);
    process.exit(2);
  }
  if (flag === '--pacts') opts.pacts = resolve(value);
  else if (flag === '--results') opts.results.push(resolve(value));
  else opts.url = trim(value);
}
const jsonIn = (dir) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => /(?<!\.report)\.json$/.test(f)) : [];
const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
const current = new Map(jsonIn(opts.pacts).map((f) => [f, sha256(join(opts.pacts, f))]));
if (!opts.results.length)
  opts.results = jsonIn(join(opts.pacts, '../results')).map((f) =>
    join(opts.pacts, '../results', f),
  );
if (!current.size) {
  console.log(`can-deploy: NO — there is no pact in ${opts.pacts}`);
  process.exit(1);
}
console.log(
  `can-deploy: pact ${[...current].map(([f, s]) => `${f} ${s.slice(0, 12)}…`).join(', ')}`,
);

let relevant = 0;
let ok = true;
for (const file of opts.results) {
  const r = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const named = new Map((r?.pacts ?? []).map((p) => [p.file, p.sha256]));
  const stale = [...current].find(([f, s]) => named.get(f) !== s);
  const why = !r
    ? 'missing'
    : opts.url && trim(r.provider.url) !== opts.url
      ? `another provider (${r.provider.url})`
      : stale
        ? `verified ${named.has(stale[0]) ? 'another version of' : 'no'} ${stale[0]}`
        : named.size !== current.size && 'includes pact files that are not current';
  if (why) {
    console.log(`  ${basename(file)}: ${why}`);
    continue;
  }
  relevant++;
  const { verified, interactions } = r.summary;
  const passed = r.passed === true && verified === interactions;
  const how = `${r.list_form === 'array' ? '' : `, lists in results: ${r.list_form}`}${r.order.shuffled ? `, shuffled (seed ${r.order.seed})` : ''}`;
  console.log(
    `  ${basename(file)}: ${passed ? 'verified' : 'FAILED'} ${verified}/${interactions} against ${r.provider.url} (${r.provider.version}${how}) at ${r.verified_at}`,
  );
  for (const i of r.report.interactionResults.filter((x) => x.result !== 'OK'))
    console.log(`    failed: ${i.description}`);
  ok &&= passed;
}
const verdict = !relevant
  ? 'NO — the current pact has not been verified'
  : ok
    ? 'YES — the current pact is verified'
    : 'NO — a verification of the current pact failed';
console.log(`can-deploy: ${verdict}`);
process.exit(relevant && ok ? 0 : 1);
