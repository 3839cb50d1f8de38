#!/usr/bin/env node
// `pnpm contract:can-deploy`: may the console built from the current pact be deployed? Only when the current pact
// files (their sha256) were verified: at least one verification result names exactly these pact files, every such
// result passed with every interaction verified, and — with --provider-url — it is a verification of that provider.
// Exit 0 when deployable, 1 when not (with the reasons), 2 on bad arguments.
//
//   node contract/can-deploy.mjs [--pacts <dir>] [--results <file>]... [--provider-url <url>]
//
// --pacts: the pact files to deploy (default tests/contract/pacts); --results: verification results written by
// provider/verify.ts (default: every pacts/verification-results*.json); --provider-url: only results of that provider.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTRACT_DIR = fileURLToPath(new URL('.', import.meta.url));
const isResults = (f) => f.startsWith('verification-results') && f.endsWith('.json');

function parseArgs(argv) {
  const opts = { pacts: join(CONTRACT_DIR, 'pacts'), results: [], providerUrl: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--') continue; // `pnpm contract:can-deploy -- …` passes the separator on
    const [flag, value] = [argv[i], argv[i + 1]];
    if (!value || !['--pacts', '--results', '--provider-url'].includes(flag)) {
      console.error(`can-deploy: unknown or incomplete argument ${flag}`);
      process.exit(2);
    }
    if (flag === '--pacts') opts.pacts = resolve(value);
    if (flag === '--results') opts.results.push(resolve(value));
    if (flag === '--provider-url') opts.providerUrl = value.replace(/\/+$/, '');
    i++;
  }
  if (!opts.results.length && existsSync(opts.pacts))
    opts.results = readdirSync(opts.pacts)
      .filter(isResults)
      .map((f) => join(opts.pacts, f));
  return opts;
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Why `results` does not verify `current` (null when it does). */
function problem(results, current) {
  const named = new Map(results.consumer.pacts.map((p) => [basename(p.file), p.sha256]));
  for (const [name, sha] of current) {
    if (!named.has(name)) return `does not include ${name}`;
    if (named.get(name) !== sha)
      return `verified another version of ${name} (${named.get(name).slice(0, 12)}…)`;
  }
  if (named.size !== current.size) return 'includes pact files that are not current';
  return null;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const pactFiles = existsSync(opts.pacts)
    ? readdirSync(opts.pacts).filter((f) => f.endsWith('.json') && !isResults(f))
    : [];
  if (!pactFiles.length) {
    console.log(`can-deploy: NO — there is no pact in ${opts.pacts} (run the consumer tests)`);
    return 1;
  }
  const current = new Map(pactFiles.map((f) => [f, sha256(join(opts.pacts, f))]));
  console.log(
    `can-deploy: consumer pact ${[...current].map(([f, s]) => `${f} ${s.slice(0, 12)}…`).join(', ')}`,
  );
  const relevant = [];
  for (const file of opts.results) {
    if (!existsSync(file)) {
      console.log(`  ${basename(file)}: missing`);
      continue;
    }
    const results = JSON.parse(readFileSync(file, 'utf8'));
    const provider = results.provider?.url?.replace(/\/+$/, '');
    if (opts.providerUrl && provider !== opts.providerUrl) {
      console.log(`  ${basename(file)}: another provider (${provider})`);
      continue;
    }
    const why = problem(results, current);
    if (why) {
      console.log(`  ${basename(file)}: ${why}`);
      continue;
    }
    relevant.push({ file, results });
  }
  if (!relevant.length) {
    console.log('can-deploy: NO — the current pact has not been verified');
    return 1;
  }
  let ok = true;
  for (const { file, results } of relevant) {
    const { verified, interactions } = results.summary;
    const passed = results.passed === true && verified === interactions;
    const lists = results.list_form === 'results' ? ', lists wrapped in results' : '';
    const order = `${lists}${results.order?.shuffled ? `, shuffled (seed ${results.order.seed})` : ''}`;
    console.log(
      `  ${basename(file)}: ${passed ? 'verified' : 'FAILED'} ${verified}/${interactions} against ${results.provider.url} (${results.provider.version}${order}) at ${results.verified_at}`,
    );
    for (const i of results.interactions.filter((x) => !x.verified))
      console.log(`    failed: ${i.description}`);
    ok &&= passed;
  }
  console.log(
    ok
      ? 'can-deploy: YES — the current pact is verified'
      : 'can-deploy: NO — a verification of the current pact failed',
  );
  return ok ? 0 : 1;
}

process.exit(main());
