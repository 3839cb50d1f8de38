/**
 * `pnpm contract:can-deploy` as a deployment pipeline uses it: the real script on pact and result files written the
 * way provider/verify.ts writes them (buildResults), in a temporary directory.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildResults,
  writeResults,
  type PactInteraction,
  type StateError,
} from './provider/results';

const SCRIPT = fileURLToPath(new URL('can-deploy.mjs', import.meta.url));
const interactions: PactInteraction[] = [
  {
    description: 'a request for a project',
    providerStates: [{ name: 'a user is signed in and owns an organization with a project' }],
    request: { method: 'GET', path: '/api/v2/projects/p/' },
  },
  {
    description: 'a sign-in',
    providerStates: [{ name: 'a user exists' }],
    request: { method: 'POST', path: '/api/v2/account/login/' },
  },
];

let dir: string;
let pact: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'can-deploy-'));
  pact = join(dir, 'iot-console-iot-api.json');
  writeFileSync(pact, JSON.stringify({ interactions }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function verification(
  name: string,
  opts: { passed?: boolean; output?: string; url?: string; stateErrors?: StateError[] } = {},
): string {
  const file = join(dir, name);
  const results = buildResults({
    contractDir: dir,
    pactFiles: [pact],
    interactions,
    provider: {
      name: 'iot-api',
      url: opts.url ?? 'https://staging.example.org',
      version: '1.4.0',
      state_url: 'https://staging.example.org/_pact/provider-states',
      started_by_verification: false,
    },
    order: { shuffled: false },
    verifierPassed: opts.passed ?? true,
    output: opts.output ?? '{"errors":[]}',
    stateErrors: opts.stateErrors ?? [],
  });
  writeResults(file, results);
  return file;
}

function canDeploy(...args: string[]) {
  const r = spawnSync(process.execPath, [SCRIPT, '--pacts', dir, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe('contract:can-deploy', () => {
  it('says yes for a pact whose verification passed', () => {
    verification('verification-results.json');
    const r = canDeploy();
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('YES');
    expect(r.out).toContain('verified 2/2 against https://staging.example.org (1.4.0)');
  });

  it('says no for a pact nobody verified', () => {
    const r = canDeploy();
    expect(r.code).toBe(1);
    expect(r.out).toContain('has not been verified');
  });

  it('says no when the pact changed after its verification', () => {
    verification('verification-results.json');
    writeFileSync(pact, JSON.stringify({ interactions: [...interactions, interactions[0]] }));
    const r = canDeploy();
    expect(r.code).toBe(1);
    expect(r.out).toContain('verified another version of iot-console-iot-api.json');
  });

  it('says no when a verification of the current pact failed, naming the interaction', () => {
    verification('verification-results.json');
    verification('verification-results.shuffled.json', {
      passed: false,
      output: JSON.stringify({
        errors: [{ interaction: 'Given a user exists - a sign-in', mismatch: { status: 500 } }],
      }),
    });
    const r = canDeploy();
    expect(r.code).toBe(1);
    expect(r.out).toContain('FAILED 1/2');
    expect(r.out).toContain('failed: a sign-in');
  });

  it('says no when a state could not be set up, even if the verifier let its interaction pass', () => {
    verification('verification-results.json', {
      stateErrors: [
        { state: 'a user exists', action: 'setup', message: 'the state URL answered 500' },
      ],
    });
    const r = canDeploy();
    expect(r.code).toBe(1);
    expect(r.out).toContain('failed: a sign-in');
    expect(r.out).not.toContain('failed: a request for a project');
  });

  it('with --provider-url counts only verifications of that provider', () => {
    verification('verification-results.json', { url: 'http://127.0.0.1:5601' });
    expect(canDeploy('--provider-url', 'https://iot.example.org/').code).toBe(1);
    verification('verification-results.prod.json', { url: 'https://iot.example.org' });
    const r = canDeploy('--', '--provider-url', 'https://iot.example.org/');
    expect(r.code, r.out).toBe(0);
  });

  it('reads only the result files it is given', () => {
    const passed = verification('verification-results.json');
    verification('verification-results.other.json', { passed: false, output: 'crashed' });
    expect(canDeploy('--results', passed).code).toBe(0);
    expect(canDeploy().code).toBe(1);
  });

  it('refuses an unknown argument', () => {
    expect(canDeploy('--force').code).toBe(2);
  });
});
