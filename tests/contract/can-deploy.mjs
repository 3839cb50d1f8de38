#!/usr/bin/env node
// `pnpm contract:can-deploy [--pacts <dir>] [--results <file>]... [--provider-url <url>]`: may the console built from the
// current pact be deployed? Only when some verification result — of the wrapper or of Pact's standalone verifier, by
// default every one in results/ beside the pacts folder — names exactly the current pact files (their sha256), and
// every such result (of that provider, with --provider-url) verified every interaction. Exit 0 yes, 1 no, 2 bad usage.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const trim = (url) => url?.replace(/\/+$/, '');
const jsons = (dir) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => /(?<!\.report)\.json$/.test(f)) : [];
const args = process.argv.slice(2).filter((a) => a !== '--'); // `pnpm contract:can-deploy -- …` passes the `--` on
let [pacts, results, url] = [fileURLToPath(new URL('pacts', import.meta.url)), [], null];
for (let i = 0; i < args.length; i += 2) {
  const [flag, value] = args.slice(i, i + 2);
  if (flag === '--pacts' && value) pacts = resolve(value);
  else if (flag === '--results' && value) results.push(resolve(value));
  else if (flag === '--provider-url' && value) url = trim(value);
  else process.exit((console.error(`can-deploy: unknown or incomplete argument ${flag}`), 2));
}
const dir = join(pacts, '../results');
if (!results.length) results = jsons(dir).map((f) => join(dir, f));
const sha256 = (f) => createHash('sha256').update(readFileSync(f)).digest('hex');
const current = new Map(jsons(pacts).map((f) => [f, sha256(join(pacts, f))]));
console.log(`can-deploy: pact ${[...current].map(([f, s]) => `${f} ${s.slice(0, 12)}…`)}`);

const verdicts = [];
for (const file of results) {
  const r = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const same =
    r?.pacts.length === current.size && r.pacts.every((p) => current.get(p.file) === p.sha256);
  const other = r && url && trim(r.provider.url) !== url && `another provider (${r.provider.url})`;
  const why = !r ? 'missing' : other || (!same && 'verified another version of the pact');
  if (why) console.log(`  ${basename(file)}: ${why}`);
  if (why) continue;
  const failed = r.report.interactionResults.filter((x) => x.result !== 'OK');
  const { list_form: form, order, provider: p, summary: n } = r;
  const how = [p.version, form !== 'array' && `lists: ${form}`, order.seed && `seed ${order.seed}`];
  const verdict = r.passed && !failed.length ? 'verified' : 'FAILED';
  console.log(
    `  ${basename(file)}: ${verdict} ${n.verified}/${n.interactions} against ${p.url} (${how.filter(Boolean).join(', ')})`,
  );
  for (const x of failed) console.log(`    failed: ${x.description}`);
  verdicts.push(verdict === 'verified');
}
const yes = current.size > 0 && verdicts.length > 0 && verdicts.every(Boolean);
const said = verdicts.length ? 'a verification of it failed' : 'it has not been verified';
console.log(
  `can-deploy: ${yes ? 'YES — the current pact is verified' : `NO — the current pact: ${said}`}`,
);
process.exit(yes ? 0 : 1);
