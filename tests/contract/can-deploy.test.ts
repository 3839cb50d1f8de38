/**
 * `pnpm contract:can-deploy` as a deployment pipeline uses it: the real script on a pact and results written the way
 * both verification paths write them (buildResults over a report of Pact's verifier), in a temporary directory.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { results, writeResults } from './provider/results';

const SCRIPT = fileURLToPath(new URL('can-deploy.mjs', import.meta.url));
const interactions = [{ description: 'a request for a project' }, { description: 'a sign-in' }];

let dir: string;
let pact: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'can-deploy-'));
  mkdirSync(join(dir, 'pacts'));
  mkdirSync(join(dir, 'results'));
  pact = join(dir, 'pacts', 'iot-console-iot-api.json');
  writeFileSync(pact, JSON.stringify({ interactions }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function verification(name: string, opts: { failed?: string[]; url?: string } = {}): string {
  const file = join(dir, 'results', name);
  const all = (opts.failed ?? []).map((d) => ({ description: d, result: 'Error' }));
  for (const { description } of interactions)
    if (!opts.failed?.includes(description)) all.push({ description, result: 'OK' });
  const url = opts.url ?? 'https://staging.example.org';
  const head = {
    provider: { url, version: '1.4.0' },
    order: { shuffled: false },
    list_form: 'array',
  };
  writeResults(file, results(head, pact, pact, { interactionResults: all }, []), '', 'test');
  return file;
}

function canDeploy(...args: string[]) {
  const r = spawnSync(process.execPath, [SCRIPT, '--pacts', join(dir, 'pacts'), ...args], {
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe('contract:can-deploy', () => {
  it('says yes for a pact whose verification passed', () => {
    verification('verification.json');
    const r = canDeploy();
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('YES');
    expect(r.out).toContain('verified 2/2 against https://staging.example.org (1.4.0)');
  });

  it('says no for a pact nobody verified', () => {
    const r = canDeploy();
    expect(r.code).toBe(1);
    expect(r.out).toContain('it has not been verified');
  });

  it('says no when the pact changed after its verification', () => {
    verification('verification.json');
    writeFileSync(pact, JSON.stringify({ interactions: [...interactions, interactions[0]] }));
    const r = canDeploy();
    expect(r.code).toBe(1);
    expect(r.out).toContain('verified another version of the pact');
  });

  it('says no when a verification of the current pact failed, naming the interaction', () => {
    verification('verification.json');
    verification('standalone-shuffled.json', { failed: ['a sign-in'] });
    const r = canDeploy();
    expect(r.code).toBe(1);
    expect(r.out).toContain('FAILED 1/2');
    expect(r.out).toContain('failed: a sign-in');
    expect(r.out).not.toContain('failed: a request for a project');
  });

  it('with --provider-url counts only verifications of that provider', () => {
    verification('verification.json', { url: 'http://127.0.0.1:5601' });
    expect(canDeploy('--provider-url', 'https://iot.example.org/').code).toBe(1);
    verification('verification.prod.json', { url: 'https://iot.example.org' });
    const r = canDeploy('--', '--provider-url', 'https://iot.example.org/');
    expect(r.code, r.out).toBe(0);
  });

  it('reads only the result files it is given', () => {
    const passed = verification('verification.json');
    verification('verification.other.json', { failed: ['a sign-in'] });
    expect(canDeploy('--results', passed).code).toBe(0);
    expect(canDeploy().code).toBe(1);
  });

  it('refuses an unknown argument', () => {
    expect(canDeploy('--force').code).toBe(2);
  });
});
