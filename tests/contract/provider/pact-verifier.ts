/**
 * Pact's standalone verifier (`pact-verifier` of @pact-foundation/pact-cli) on a pact file, as a backend team runs it:
 * no package of this repository is involved (standalone.ts checks that path with nothing else).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Report } from './results';
import { fileURLToPath } from 'node:url';

export const PACT = fileURLToPath(new URL('../pacts/iot-console-iot-api.json', import.meta.url));
const VERIFIER = fileURLToPath(new URL('../../node_modules/.bin/pact-verifier', import.meta.url));

/** Runs Pact's verifier on `file`; answers its JSON report and its console output (kept in `log`). */
export async function pactVerifier(file: string, provider: string, args: string[], log: string) {
  const url = new URL(provider);
  const out = log.replace(/\.log$/, '.report.json');
  const target = ['--transport', url.protocol.replace(':', ''), '--hostname', url.hostname];
  if (url.port) target.push('--port', url.port);
  if (url.pathname !== '/') target.push('--base-path', url.pathname.replace(/\/+$/, ''));
  const common = ['-n', 'iot-api', '--state-change-teardown', '--request-timeout', '30000'];
  const child = spawn(VERIFIER, [
    '-f',
    file,
    ...common,
    ...target,
    '--json',
    out,
    '--no-colour',
    ...args,
  ]);
  const output: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => output.push(c));
  child.stderr.on('data', (c: Buffer) => output.push(c));
  const status = await new Promise((done) => child.once('close', done));
  writeFileSync(log, Buffer.concat(output));
  try {
    return {
      report: JSON.parse(readFileSync(out, 'utf8')) as Report,
      output: readFileSync(log, 'utf8'),
    };
  } catch {
    throw new Error(`Pact's verifier wrote no report (exit ${String(status)}): see ${log}`);
  }
}
