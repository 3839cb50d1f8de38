/**
 * The machine-readable result of one provider verification (read by coverage.ts and can-deploy.mjs): which consumer
 * version — the git commit and the sha256 of each pact file — was verified against which provider (URL, version,
 * state URL), in which order, and pass or fail per interaction with the verifier's reason.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: unknown }[];
  request: { method: string; path: unknown };
}

interface InteractionResult {
  description: string;
  states: string[];
  request: string;
  verified: boolean;
  failure?: string;
}

export interface VerificationResults {
  consumer: {
    name: string;
    version: string;
    pacts: { file: string; sha256: string; interactions: number }[];
  };
  provider: {
    name: string;
    url: string;
    version: string;
    state_url: string;
    started_by_verification: boolean;
  };
  order: { shuffled: false } | { shuffled: true; seed: string };
  /** The form of the lists the provider was held to (list-form.ts). */
  list_form: 'array' | 'results';
  verified_at: string;
  passed: boolean;
  summary: { interactions: number; verified: number; failed: number };
  state_errors: StateError[];
  interactions: InteractionResult[];
}

/** A state URL call that failed (its interaction cannot count as verified). */
export interface StateError {
  state: string;
  action: 'setup' | 'teardown';
  message: string;
}

const sha256File = (file: string): string =>
  createHash('sha256').update(readFileSync(file)).digest('hex');

/** The commit the pact was built from, `+dirty` when the working tree had changes. */
function gitVersion(cwd: string): string {
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const commit = git(['rev-parse', 'HEAD']);
    const dirty = git(['status', '--porcelain']);
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The verifier's failures, by interaction description, from its JSON result (or its text, as a fallback). */
function failuresOf(output: string, interactions: PactInteraction[]): Map<string, string> {
  const failures = new Map<string, string>();
  let errors: { interaction?: string; mismatch?: unknown }[] | null = null;
  try {
    const parsed = JSON.parse(output) as {
      errors?: { interaction?: string; mismatch?: unknown }[];
    };
    errors = parsed.errors ?? [];
  } catch {
    errors = null;
  }
  for (const i of interactions) {
    // The verifier names an interaction "Given <state> - <description>" (or just the description).
    const named = (n: string) => n === i.description || n.endsWith(` - ${i.description}`);
    if (errors) {
      const hit = errors.find((e) => named(e.interaction ?? ''));
      if (hit) failures.set(i.description, JSON.stringify(hit.mismatch ?? hit).slice(0, 1000));
    } else if (output.includes(i.description)) {
      failures.set(i.description, 'failed (see the verifier output)');
    }
  }
  return failures;
}

export function buildResults(opts: {
  contractDir: string;
  pactFiles: string[];
  interactions: PactInteraction[];
  provider: VerificationResults['provider'];
  order: VerificationResults['order'];
  listForm?: VerificationResults['list_form'];
  verifierPassed: boolean;
  output: string;
  stateErrors: StateError[];
}): VerificationResults {
  const failures = failuresOf(opts.output, opts.interactions);
  // Pact goes on after a failed set-up (its values missing): every interaction of such a state counts as failed.
  const failedSetups = new Map(
    opts.stateErrors.filter((e) => e.action === 'setup').map((e) => [e.state, e.message]),
  );
  const results = opts.interactions.map((i) => {
    const states = (i.providerStates ?? []).map((s) => s.name);
    const setup = states.map((s) => failedSetups.get(s)).find((m) => m !== undefined);
    const failure = (opts.verifierPassed ? undefined : failures.get(i.description)) ?? setup;
    return {
      description: i.description,
      states,
      request: `${i.request.method} ${typeof i.request.path === 'string' ? i.request.path : ''}`,
      verified: failure === undefined,
      ...(failure ? { failure } : {}),
    };
  });
  const verified = results.filter((r) => r.verified).length;
  return {
    consumer: {
      name: 'iot-console',
      version: gitVersion(opts.contractDir),
      pacts: opts.pactFiles.map((f) => ({
        file: relative(opts.contractDir, f),
        sha256: sha256File(f),
        interactions: (JSON.parse(readFileSync(f, 'utf8')) as { interactions: unknown[] })
          .interactions.length,
      })),
    },
    provider: opts.provider,
    order: opts.order,
    list_form: opts.listForm ?? 'array',
    verified_at: new Date().toISOString(),
    passed: opts.verifierPassed && opts.stateErrors.length === 0 && verified === results.length,
    summary: { interactions: results.length, verified, failed: results.length - verified },
    state_errors: opts.stateErrors,
    interactions: results,
  };
}

export function writeResults(file: string, results: VerificationResults): void {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
