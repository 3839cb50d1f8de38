// Runs a child process to its end for the contract runner (contract/run.mjs): its output goes
// straight through, or — `quiet`, for a child running beside others — is kept and handed back to be printed whole.
import { spawn } from 'node:child_process';

/** Resolves with the exit status (1 when it could not start or was killed) and the kept output (empty unless quiet). */
export function runChild(command, args, { cwd, env, quiet = false } = {}) {
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    cwd,
    env,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (e) => resolve({ status: 1, output: Buffer.from(`${e.message}\n`) }));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(output) }));
  });
}
